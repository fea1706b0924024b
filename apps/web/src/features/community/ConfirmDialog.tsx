import { useState } from 'react';
import { Button, Dialog, DialogActions } from '../../components';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Runs the action; the dialog closes when it settles (failures are only logged, docs/PRODUCT.md#error-messages). */
  onConfirm: () => Promise<void>;
}

/** A small yes/no modal for destructive actions such as deleting a post or comment. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={description} size="sm">
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          Vazgeç
        </Button>
        <Button variant="danger" onClick={() => void confirm()} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
