import type { ReactNode } from 'react';

/** What a dialog takes: shared by the light Dialog shell and the Radix dialog it loads on demand. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers when the dialog opens; hide it visually with hideDescription. */
  description?: ReactNode;
  hideDescription?: boolean;
  hideTitle?: boolean;
  children?: ReactNode;
  /** Element that opens the dialog (optional when open is controlled elsewhere). */
  trigger?: ReactNode;
  /** xl: side-by-side content such as two versions of a text. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** On a phone, less padding and a smaller title: for content that needs the width (the editor's dialogs). */
  dense?: boolean;
  closeLabel?: string;
  className?: string;
  /** Where the focus goes on closing when the dialog has no `trigger` (call preventDefault to take over). */
  onCloseAutoFocus?: (event: Event) => void;
}


/** An `onOpenChange` that calls `onClose` when the dialog closes (Escape, the close button, outside). */
export function whenClosed(onClose: () => void): (open: boolean) => void {
  return (open) => {
    if (!open) onClose();
  };
}

/** An `onOpenChange` that does nothing while the dialog's action is in flight (it stays open). */
export function unlessBusy(busy: boolean, onOpenChange: (open: boolean) => void): (open: boolean) => void {
  return (open) => {
    if (!busy) onOpenChange(open);
  };
}
