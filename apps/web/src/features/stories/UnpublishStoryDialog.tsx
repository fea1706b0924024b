import { DangerActions, StoryDialog, type StoryRef } from './StoryDialog';
import styles from './Dialogs.module.css';

export interface UnpublishStoryDialogProps {
  /** The story to take down; null closes the dialog. */
  story: StoryRef | null;
  onCancel: () => void;
  /** Closes the dialog and sends the unpublish call; the page reports the outcome with a toast. */
  onConfirm: () => void;
}

/**
 * "Yayından Kaldır" hides a story from every reader at once, so it asks first and says
 * what happens (nothing is deleted; the story can be published again).
 */
export function UnpublishStoryDialog({ story, onCancel, onConfirm }: UnpublishStoryDialogProps) {
  return (
    <StoryDialog story={story} onCancel={onCancel} title="Hikayeyi yayından kaldır">
      {(shown) => (
        <div className={styles.stack}>
          <p className={styles.text}>
            <strong className={styles.strong}>“{shown.title}”</strong> hikayesi okurlardan hemen gizlenecek. Hiçbir
            bölüm silinmez; hikayeyi istediğiniz zaman yeniden yayımlayabilirsiniz.
          </p>
          <DangerActions onCancel={onCancel} cancelAutoFocus onClick={onConfirm}>
            Yayından Kaldır
          </DangerActions>
        </div>
      )}
    </StoryDialog>
  );
}
