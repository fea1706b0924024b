import { MSG, SAFETY_MSG } from '@okuryazar/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, TextField } from '../../components';
import { useLogout } from '../auth';
import { ApiError } from '../../lib/api';
import { downloadMyData, useDeleteAccount } from './api';
import styles from './Safety.module.css';

/** Settings' danger zone: the KVKK export and the account deletion (docs/PRODUCT.md#trust-and-safety). */
export function DangerZone() {
  const titleId = useId();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadMyData();
    } catch {
      setDownloadError(MSG.genericError);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className={[styles.card, styles.danger].join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.dangerTitle}>
        Tehlikeli bölge
      </h2>
      <div className={styles.row}>
        <Button variant="secondary" loading={downloading} onClick={() => void download()}>
          Verilerimi indir
        </Button>
        <span className={styles.muted}>Hakkınızda sakladığımız her şey, tek bir JSON dosyası olarak.</span>
      </div>
      {downloadError ? (
        <p role="alert" className={styles.error}>
          {downloadError}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Hesabımı sil
        </Button>
        <span className={styles.muted}>Hesabınız ve kişisel verileriniz kalıcı olarak silinir.</span>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const removal = useDeleteAccount();
  const deleting = removal.isPending;
  const logout = useLogout();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (deleting) return;
    if (!password) {
      setError(SAFETY_MSG.passwordRequired);
      return;
    }
    setError(null);
    try {
      await removal.mutateAsync(password);
      // The same way out as "Çıkış Yap": to "/", never bounced to /login by the settings route's guard.
      logout();
    } catch (failure) {
      setPassword('');
      setError(failure instanceof ApiError && failure.status < 500 && failure.status > 0 ? failure.message : MSG.genericError);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (deleting) return;
        setPassword('');
        setError(null);
        onOpenChange(next);
      }}
      title="Hesabınızı silmek üzeresiniz"
      description="Bu işlem geri alınamaz."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.deleteForm}>
        <p>Hesabınızla birlikte şunlar kalıcı olarak silinir:</p>
        <ul className={styles.warning}>
          <li>hikayeleriniz, bölümleriniz ve kapak görselleriniz,</li>
          <li>yorumlarınız, beğenileriniz, gönderileriniz ve mesajlarınız,</li>
          <li>kütüphaneniz, okuma konumlarınız, takipleriniz ve bildirimleriniz,</li>
          <li>profil fotoğrafınız ve bilgileriniz.</li>
        </ul>
        <p className={styles.muted}>Yaptığınız şikayetler, adınız kaldırılarak saklanır. Önce verilerinizi indirmek isteyebilirsiniz.</p>
        <TextField
          label="Şifreniz"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error ?? undefined}
        />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)} disabled={deleting}>
            Vazgeç
          </Button>
          <Button type="submit" variant="danger" loading={deleting}>
            Hesabımı kalıcı olarak sil
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
