import { MSG } from '@okuryazar/shared';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, TextField } from '../../components';
import { ApiError } from '../../lib/api';
import type { MessagePartner } from '../live';
import { useStartConversation } from './api';
import styles from './NewMessageDialog.module.css';
import inbox from './InboxPage.module.css';

export function isOwnUsername(candidate: string, own: string): boolean {
  return candidate.trim().replace(/^@/, '').toLowerCase() === own.trim().toLowerCase();
}

/** Text for a failed user look-up (docs/PRODUCT.md#error-messages): 404 → ask for a valid username, else try again. */
export function lookupErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? MSG.validUsernameRequired
    : MSG.tryAgain;
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
  const lookup = useStartConversation();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<'self' | string | null>(null);

  const change = (next: boolean) => {
    if (!next) {
      setUsername('');
      setError(null);
      lookup.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lookup.inFlight()) return;
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
    lookup.mutate(name, {
      onSuccess: (user) => {
        setUsername('');
        onStart(user);
      },
      onError: (err) => setError(lookupErrorText(err)),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Yeni mesaj"
      description="Mesaj göndermek istediğiniz kişinin kullanıcı adını yazın."
      size="sm"
    >
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
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
          <Button type="submit" loading={lookup.isPending}>
            Sohbeti başlat
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
