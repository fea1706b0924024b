import { useState } from 'react';
import { Button, Dialog, DialogActions, unlessBusy } from '../../components';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Starts the action; the caller closes the dialog when it settles (failures are only logged, docs/PRODUCT.md#error-messages). */
  onConfirm: () => void;
  /** The action is in flight: the dialog stays open and its buttons wait. */
  pending: boolean;
}

/** A small yes/no modal for destructive actions such as deleting a post or comment. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={unlessBusy(pending, onOpenChange)} title={title} description={description} size="sm">
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
          Vazgeç
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The open state of a confirmation for one mutation: `ask` opens it, `close` is for the
 * mutation's onSettled, and `dialog` spreads into ConfirmDialog (its open state and pending).
 */
export function useConfirm(mutation: { isPending: boolean }) {
  const [open, setOpen] = useState(false);
  return {
    ask: () => setOpen(true),
    close: () => setOpen(false),
    dialog: { open, onOpenChange: setOpen, pending: mutation.isPending },
  };
}
