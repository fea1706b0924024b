import { Button, Dialog, DialogActions, whenClosed } from '../../components';
import styles from './Dialogs.module.css';

export interface UnpublishStoryDialogProps {
  /** The story to take down; null closes the dialog. */
  story: { book_id: number; title: string } | null;
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
    <Dialog
      open={story !== null}
      onOpenChange={whenClosed(onCancel)}
      size="sm"
      title="Hikayeyi yayından kaldır"
    >
      {story ? (
        <div className={styles.stack}>
          <p className={styles.text}>
            <strong className={styles.strong}>“{story.title}”</strong> hikayesi okurlardan hemen gizlenecek. Hiçbir
            bölüm silinmez; hikayeyi istediğiniz zaman yeniden yayımlayabilirsiniz.
          </p>
          <DialogActions className={styles.actions}>
            <Button variant="secondary" onClick={onCancel} autoFocus>
              Vazgeç
            </Button>
            <Button variant="danger" onClick={onConfirm}>
              Yayından Kaldır
            </Button>
          </DialogActions>
        </div>
      ) : null}
    </Dialog>
  );
}
