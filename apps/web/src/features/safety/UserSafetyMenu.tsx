import { MSG } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DropdownMenu, DropdownMenuItem } from '../../components';
import { addRelation, type RelationKind } from './api';
import styles from './Safety.module.css';

const CONFIRM: Record<RelationKind, { action: string; title: (name: string) => string; body: string }> = {
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

export interface UserSafetyMenuProps {
  userId: number;
  name: string;
  /** Called after the block or mute is stored (e.g. to leave a conversation). */
  onDone?: (kind: RelationKind) => void;
  trigger?: ReactNode;
}

/** "Engelle" and "Sessize al" for another person, each behind a confirmation. */
export function UserSafetyMenu({ userId, name, onDone, trigger }: UserSafetyMenuProps) {
  const [confirm, setConfirm] = useState<RelationKind | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();

  const apply = async () => {
    if (!confirm) return;
    setBusy(true);
    setError(null);
    try {
      await addRelation(confirm, userId);
      void client.invalidateQueries({ queryKey: ['safety'] });
      void client.invalidateQueries({ queryKey: ['profile'] });
      const kind = confirm;
      setConfirm(null);
      onDone?.(kind);
    } catch {
      setError(MSG.genericError);
    } finally {
      setBusy(false);
    }
  };

  const text = confirm ? CONFIRM[confirm] : null;
  return (
    <>
      <DropdownMenu
        align="end"
        contentLabel="Diğer işlemler"
        trigger={
          trigger ?? (
            <Button size="sm" variant="ghost" aria-label="Diğer işlemler">
              …
            </Button>
          )
        }
      >
        <DropdownMenuItem onSelect={() => setConfirm('mutes')}>{CONFIRM.mutes.action}</DropdownMenuItem>
        <DropdownMenuItem tone="danger" onSelect={() => setConfirm('blocks')}>
          {CONFIRM.blocks.action}
        </DropdownMenuItem>
      </DropdownMenu>
      <Dialog
        open={confirm !== null}
        onOpenChange={(next) => {
          if (!next && !busy) {
            setConfirm(null);
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
          <Button variant="secondary" onClick={() => setConfirm(null)} disabled={busy}>
            Vazgeç
          </Button>
          <Button variant={confirm === 'blocks' ? 'danger' : 'primary'} loading={busy} onClick={() => void apply()}>
            {text?.action}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
