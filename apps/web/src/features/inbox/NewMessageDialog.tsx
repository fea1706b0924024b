import { MSG } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, TextField } from '../../components';
import { ApiError } from '../../lib/api';
import type { MessagePartner } from '../live';
import { fetchMessageUser } from './api';
import styles from './NewMessageDialog.module.css';
import inbox from './InboxPage.module.css';

export function isOwnUsername(candidate: string, own: string): boolean {
  return candidate.trim().replace(/^@/, '').toLowerCase() === own.trim().toLowerCase();
}

/** Text for a failed user look-up (docs/PRODUCT.md#error-messages): 404 → ask for a valid username, else try again. */
export function lookupErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? MSG.validUsernameRequired : MSG.tryAgain;
}

/** The two sentences shown when someone tries to message themselves (docs/PRODUCT.md#validation-rules). */
export function SelfMessageNotice() {
  return (
    <div role="alert" className={inbox.alert}>
      <p>{MSG.cannotMessageSelf}</p>
      <p>{MSG.cannotStartWithSelf}</p>
    </div>
  );
}

/** 'Yeni mesaj': asks for a username, checks it, then opens that conversation. */
export function NewMessageDialog({
  open,
  onOpenChange,
  ownUsername,
  onStart,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ownUsername: string;
  onStart: (user: MessagePartner) => void;
}) {
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<'self' | string | null>(null);
  const [pending, setPending] = useState(false);

  const change = (next: boolean) => {
    if (!next) {
      setUsername('');
      setError(null);
      setPending(false);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const name = username.trim().replace(/^@/, '');
    if (!name) {
      setError(MSG.validUsernameRequired);
      return;
    }
    if (isOwnUsername(name, ownUsername)) {
      setError('self');
      return;
    }
    setError(null);
    setPending(true);
    try {
      const user = await fetchMessageUser(queryClient, name);
      setPending(false);
      setUsername('');
      onStart(user);
    } catch (err) {
      setPending(false);
      setError(lookupErrorText(err));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Yeni mesaj"
      description="Mesaj göndermek istediğiniz kişinin kullanıcı adını yazın."
      size="sm"
    >
      <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Kullanıcı adı"
          name="recipient_username"
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            if (error) setError(null);
          }}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="ör. elifyildirim"
          error={error === 'self' ? true : (error ?? undefined)}
          describedById={error === 'self' ? 'new-message-self' : undefined}
          // Radix keeps focus inside; the field is where the user starts.
          autoFocus
        />
        {error === 'self' ? (
          <div id="new-message-self">
            <SelfMessageNotice />
          </div>
        ) : null}
        <div className={inbox.dialogActions}>
          <Button variant="ghost" onClick={() => change(false)}>
            Vazgeç
          </Button>
          <Button type="submit" loading={pending}>
            Sohbeti başlat
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
