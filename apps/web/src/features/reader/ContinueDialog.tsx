import { Button, Dialog, DialogActions } from '../../components';

export interface ContinueDialogProps {
  open: boolean;
  chapterTitle: string;
  onContinue: () => void;
  onStartOver: () => void;
  /** Closed without an answer (Escape, the close button): stay here, change nothing. */
  onDismiss: () => void;
}

/** docs/PRODUCT.md#behaviour-and-states: opening chapter 1 with progress saved elsewhere asks whether to continue there. */
export function ContinueDialog({ open, chapterTitle, onContinue, onStartOver, onDismiss }: ContinueDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      size="sm"
      title="Kaldığınız yerden devam etmek ister misiniz?"
      description={<>Son okuduğunuz bölüm: “{chapterTitle}”</>}
    >
      <DialogActions>
        <Button variant="secondary" onClick={onStartOver}>
          Baştan başla
        </Button>
        <Button variant="primary" onClick={onContinue}>
          Devam et
        </Button>
      </DialogActions>
    </Dialog>
  );
}
