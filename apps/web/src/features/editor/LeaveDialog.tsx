import { MSG } from '@okuryazar/shared';
import { Button, Dialog, DialogActions } from '../../components';
import type { Blocker } from '../../lib/router';
import styles from './ChapterEditor.module.css';

/** Leaving without saving drops the changes (issue 28): the leave dialog says so. */
export const LEAVE_NOTE = 'Kaydetmeden ayrılırsanız bu değişiklikler silinir; taslak olarak da saklanmaz.';

export interface LeaveDialogProps {
  blocker: Blocker;
  /** "Kaydet ve ayrıl" is under way. */
  leaving: boolean;
  onSaveAndLeave: () => void;
  onLeaveWithoutSaving: () => void;
}

/** Asked when the author navigates away inside the app with unsaved changes. */
export function LeaveDialog({ blocker, leaving, onSaveAndLeave, onLeaveWithoutSaving }: LeaveDialogProps) {
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !leaving && blocker.state === 'blocked') blocker.reset();
      }}
      size="md"
      title="Sayfadan ayrılıyorsunuz"
      description={MSG.unsavedChanges}
    >
      <p className={styles.leaveNote}>{LEAVE_NOTE}</p>
      <DialogActions className={styles.leaveActions}>
        <Button fullWidth onClick={onSaveAndLeave} loading={leaving}>
          Kaydet ve ayrıl
        </Button>
        <Button fullWidth variant="secondary" onClick={onLeaveWithoutSaving} disabled={leaving}>
          Kaydetmeden ayrıl
        </Button>
        <Button fullWidth variant="ghost" onClick={() => blocker.reset?.()} disabled={leaving} autoFocus>
          Sayfada kal
        </Button>
      </DialogActions>
    </Dialog>
  );
}
