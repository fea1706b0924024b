import { MSG } from '@okuryazar/shared';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, TextField, whenClosed } from '../../components';
import { ApiError } from '../../lib/api';
import { useDeleteStory } from './api';
import styles from './Dialogs.module.css';

export interface DeleteStoryDialogProps {
  /** The story being deleted; null closes the dialog. */
  story: { book_id: number; title: string } | null;
  onCancel: () => void;
  /** Called with the server's message once the story is deleted. */
  onDeleted: (message: string) => void;
}

/**
 * docs/PRODUCT.md#behaviour-and-states story delete: a confirmation, then a password prompt, then deletion. An empty
 * password shows 'Please enter your password!'; a wrong one shows the server's message.
 */
export function DeleteStoryDialog({ story, onCancel, onDeleted }: DeleteStoryDialogProps) {
  return (
    <Dialog
      open={story !== null}
      onOpenChange={whenClosed(onCancel)}
      size="sm"
      title="Hikayeyi sil"
    >
      {story ? <DeleteStoryFlow key={story.book_id} story={story} onCancel={onCancel} onDeleted={onDeleted} /> : null}
    </Dialog>
  );
}

function DeleteStoryFlow({
  story,
  onCancel,
  onDeleted,
}: {
  story: { book_id: number; title: string };
  onCancel: () => void;
  onDeleted: (message: string) => void;
}) {
  const [step, setStep] = useState<'confirm' | 'password'>('confirm');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteStory();
  const pending = deletion.isPending;

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
    try {
      const res = await deletion.mutateAsync({ bookId: story.book_id, password });
      onDeleted(res?.message || MSG.storyDeleted);
    } catch (err) {
      setError(err instanceof ApiError || err instanceof Error ? err.message || MSG.genericError : MSG.genericError);
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
