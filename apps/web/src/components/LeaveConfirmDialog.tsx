import { MSG } from '@okuryazar/shared';
import type { Blocker } from '../lib/router';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { DialogActions } from './DialogActions';

/**
 * The in-app half of useLeaveGuard for forms without a "save and leave" path: asks before
 * an in-app navigation drops unsaved edits. "Sayfada kal" has the focus (the safe choice).
 */
export function LeaveConfirmDialog({ blocker }: { blocker: Blocker }) {
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      size="sm"
      title="Sayfadan ayrılıyorsunuz"
      description={MSG.unsavedChanges}
    >
      <DialogActions>
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          Kaydetmeden ayrıl
        </Button>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Sayfada kal
        </Button>
      </DialogActions>
    </Dialog>
  );
}
