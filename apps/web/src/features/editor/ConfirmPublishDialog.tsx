import { Button, Dialog, DialogActions, unlessBusy } from '../../components';
import styles from './ConfirmPublishDialog.module.css';

export interface ConfirmPublishDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** true: publish; false: unpublish. */
  publish: boolean;
  chapterTitle: string;
  busy: boolean;
  onConfirm: () => void;
  /** Extra line, e.g. that unsaved changes are saved first. */
  note?: string;
}

/** docs/PRODUCT.md#behaviour-and-states: publishing and unpublishing a chapter both need confirmation. */
export function ConfirmPublishDialog({
  open,
  onOpenChange,
  publish,
  chapterTitle,
  busy,
  onConfirm,
  note,
}: ConfirmPublishDialogProps) {
  const name = chapterTitle.trim() ? `“${chapterTitle.trim()}”` : 'Bu bölüm';
  return (
    <Dialog
      open={open}
      onOpenChange={unlessBusy(busy, onOpenChange)}
      size="md"
      title={publish ? 'Bölüm yayımlansın mı?' : 'Bölüm yayından kaldırılsın mı?'}
      description={
        publish
          ? `${name} okurlarınıza açılacak; sizi takip edenler ve hikayeyi kütüphanesine ekleyenler haberdar edilecek.`
          : `${name} okurlardan gizlenecek. İstediğiniz zaman yeniden yayımlayabilirsiniz.`
      }
    >
      {note ? <p className={styles.note}>{note}</p> : null}
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          Vazgeç
        </Button>
        <Button variant={publish ? 'primary' : 'danger'} onClick={onConfirm} loading={busy}>
          {publish ? 'Yayımla' : 'Yayından Kaldır'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
