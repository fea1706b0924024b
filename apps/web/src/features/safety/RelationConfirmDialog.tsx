import { MSG } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Dialog, DialogActions } from '../../components';
import { addRelation, type RelationKind } from './api';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();

  const apply = async () => {
    if (!kind) return;
    setBusy(true);
    setError(null);
    try {
      await addRelation(kind, userId);
      // The server now hides the person's comments, posts, messages and notifications from
      // every list: refetch whatever is on screen (feeds, comments, the inbox) so they go.
      void client.invalidateQueries();
      onClose();
      onDone?.(kind);
    } catch {
      setError(MSG.genericError);
    } finally {
      setBusy(false);
    }
  };

  const text = kind ? RELATION_TEXT[kind] : null;
  return (
    <Dialog
      open={kind !== null}
      onOpenChange={(next) => {
        if (!next && !busy) {
          onClose();
          setError(null);
        }
      }}
      title={text ? text.title(name) : ''}
      description={text?.body}
    >
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Vazgeç
        </Button>
        <Button variant={kind === 'blocks' ? 'danger' : 'primary'} loading={busy} onClick={() => void apply()}>
          {text?.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
