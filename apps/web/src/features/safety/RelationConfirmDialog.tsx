import { MSG } from '@okuryazar/shared';
import { Button, Dialog, DialogActions, unlessBusy, whenClosed } from '../../components';
import { useAddRelation, type RelationKind } from './api';
import styles from './Safety.module.css';

export const RELATION_TEXT: Record<RelationKind, { action: string; title: (name: string) => string; body: string }> = {
  blocks: {
    action: 'Engelle',
    title: (name) => `${name} engellensin mi?`,
    body: 'Size mesaj gönderemez, sizi takip edemez, içeriklerinize yorum yapamaz ve profilinizi göremez; takipleriniz iki yönde de kalkar. Yorumları, gönderileri ve mesajları size gösterilmez. Kendisine bildirilmez. Ayarlar sayfasından geri alabilirsiniz.',
  },
  mutes: {
    action: 'Sessize al',
    title: (name) => `${name} sessize alınsın mı?`,
    body: 'Yorumları, gönderileri, mesajları ve bildirimleri size gösterilmez; takip ilişkiniz değişmez. Kendisine bildirilmez. Ayarlar sayfasından geri alabilirsiniz.',
  },
};

interface RelationConfirmDialogProps {
  /** The relation being confirmed; null keeps the dialog closed. */
  kind: RelationKind | null;
  userId: number;
  name: string;
  onClose: () => void;
  onDone?: (kind: RelationKind) => void;
}

/** "… engellensin mi?" / "… sessize alınsın mı?": stores the relation once confirmed. */
export function RelationConfirmDialog({ kind, userId, name, onClose, onDone }: RelationConfirmDialogProps) {
  const add = useAddRelation();
  const busy = add.isPending;
  // A refusal belongs to the attempt it answered: closing, however, forgets it.
  const close = () => {
    onClose();
    add.reset();
  };

  const apply = () => {
    if (!kind) return;
    add.mutate(
      { kind, userId },
      {
        onSuccess: () => {
          onClose();
          onDone?.(kind);
        },
      },
    );
  };

  const text = kind ? RELATION_TEXT[kind] : null;
  return (
    <Dialog
      open={kind !== null}
      onOpenChange={unlessBusy(busy, whenClosed(close))}
      title={text ? text.title(name) : ''}
      description={text?.body}
    >
      {add.isError ? (
        <p role="alert" className={styles.error}>
          {MSG.genericError}
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={close} disabled={busy}>
          Vazgeç
        </Button>
        <Button variant={kind === 'blocks' ? 'danger' : 'primary'} loading={busy} onClick={apply}>
          {text?.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
