import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, whenClosed, type ButtonProps } from '../../components';
import styles from './Dialogs.module.css';

export interface StoryRef {
  book_id: number;
  title: string;
}

interface StoryDialogProps {
  /** The story the dialog asks about; null closes it. */
  story: StoryRef | null;
  title: string;
  onCancel: () => void;
  children: (story: StoryRef) => ReactNode;
}

/** A small dialog about one of the writer's stories (delete, unpublish), open while there is a story. */
export function StoryDialog({ story, title, onCancel, children }: StoryDialogProps) {
  return (
    <Dialog open={story !== null} onOpenChange={whenClosed(onCancel)} size="sm" title={title}>
      {story ? children(story) : null}
    </Dialog>
  );
}

interface DangerActionsProps extends ButtonProps {
  onCancel: () => void;
  /** The action is in flight: "Vazgeç" waits and the action button spins. */
  busy?: boolean;
  /** "Vazgeç" takes the focus as the dialog opens. */
  cancelAutoFocus?: boolean;
}

/** A dialog's "Vazgeç" and its destructive action (the rest of the props are the action button's). */
export function DangerActions({ onCancel, busy = false, cancelAutoFocus, children, ...action }: DangerActionsProps) {
  return (
    <DialogActions className={styles.actions}>
      <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus={cancelAutoFocus}>
        Vazgeç
      </Button>
      <Button variant="danger" loading={busy} {...action}>
        {children}
      </Button>
    </DialogActions>
  );
}
