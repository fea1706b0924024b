import { MSG } from '@okuryazar/shared';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, TextField } from '../../components';
import { ApiError } from '../../lib/api';
import styles from './Dialogs.module.css';

export interface DeleteStoryDialogProps {
  /** The story being deleted; null closes the dialog. */
  story: { book_id: number; title: string } | null;
  onCancel: () => void;
  /** Sends the delete call; rejects with the server's error on failure. */
  onConfirm: (password: string) => Promise<void>;
}

/**
 * docs/PRODUCT.md#behaviour-and-states story delete: a confirmation, then a password prompt, then deletion. An empty
 * password shows 'Please enter your password!'; a wrong one shows the server's message.
 */
export function DeleteStoryDialog({ story, onCancel, onConfirm }: DeleteStoryDialogProps) {
  return (
    <Dialog
      open={story !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      size="sm"
      title="Hikayeyi sil"
    >
      {story ? <DeleteStoryFlow key={story.book_id} story={story} onCancel={onCancel} onConfirm={onConfirm} /> : null}
    </Dialog>
  );
}

function DeleteStoryFlow({
  story,
  onCancel,
  onConfirm,
}: {
  story: { book_id: number; title: string };
  onCancel: () => void;
  onConfirm: (password: string) => Promise<void>;
}) {
  const [step, setStep] = useState<'confirm' | 'password'>('confirm');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (step === 'confirm') {
    return (
      <div className={styles.stack}>
        <p className={styles.text}>
          <strong className={styles.strong}>“{story.title}”</strong> hikayesi ve tüm bölümleri kalıcı olarak
          silinecek. Bu işlem geri alınamaz. Devam etmek istiyor musunuz?
        </p>
        <DialogActions className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            Vazgeç
          </Button>
          <Button variant="danger" onClick={() => setStep('password')}>
            Evet, devam et
          </Button>
        </DialogActions>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!password) {
      setError(MSG.passwordRequiredForDelete);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onConfirm(password);
    } catch (err) {
      setError(err instanceof ApiError || err instanceof Error ? err.message || MSG.genericError : MSG.genericError);
      setPending(false);
    }
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <p className={styles.text}>
        Güvenliğiniz için <strong className={styles.strong}>“{story.title}”</strong> hikayesini silmeden önce
        şifrenizi girin.
      </p>
      <TextField
        label="Şifre"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        error={error ?? undefined}
        onChange={(e) => {
          setPassword(e.target.value);
          if (error) setError(null);
        }}
      />
      <DialogActions className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Vazgeç
        </Button>
        <Button type="submit" variant="danger" loading={pending}>
          Hikayeyi Sil
        </Button>
      </DialogActions>
    </form>
  );
}
