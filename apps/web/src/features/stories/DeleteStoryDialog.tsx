import { MSG } from '@okuryazar/shared';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components';
import { ApiError } from '../../lib/api';
import { useDeleteStory } from './api';
import { DangerActions, StoryDialog, type StoryRef } from './StoryDialog';
import styles from './Dialogs.module.css';

export interface DeleteStoryDialogProps {
  /** The story being deleted; null closes the dialog. */
  story: StoryRef | null;
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
    <StoryDialog story={story} onCancel={onCancel} title="Hikayeyi sil">
      {(shown) => <DeleteStoryFlow key={shown.book_id} story={shown} onCancel={onCancel} onDeleted={onDeleted} />}
    </StoryDialog>
  );
}

function DeleteStoryFlow({
  story,
  onCancel,
  onDeleted,
}: {
  story: StoryRef;
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
        <DangerActions onCancel={onCancel} onClick={() => setStep('password')}>
          Evet, devam et
        </DangerActions>
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
      <DangerActions onCancel={onCancel} busy={pending} type="submit">
        Hikayeyi Sil
      </DangerActions>
    </form>
  );
}
