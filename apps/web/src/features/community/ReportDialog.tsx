import { useId, useState, type FormEvent } from 'react';
import { MSG, REPORT_REASONS } from '@okuryazar/shared';
import { AlertIcon, Button, CheckCircleIcon, Dialog, DialogActions } from '../../components';
import { sendReport, type PostScope, type ReportTarget } from './api';
import styles from './Posts.module.css';

const DESCRIPTION_MAX = 1000;

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: PostScope;
  target: ReportTarget;
}

/**
 * Report a post or a comment (SPEC §5 Report): the nine reasons as radio buttons and a free
 * description. Success turns the dialog into the thank-you modal; a 409 (already reported)
 * or any other failure shows the server's message above the buttons.
 */
export function ReportDialog({ open, onOpenChange, scope, target }: ReportDialogProps) {
  const [done, setDone] = useState(false);
  const [reason, setReason] = useState<string>('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const descriptionId = `${baseId}-description`;
  const what = target.kind === 'post' ? 'Gönderiyi' : 'Yorumu';

  const reset = () => {
    setDone(false);
    setReason('');
    setDescription('');
    setError(null);
  };

  const change = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(MSG.reportReasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendReport(scope, target, reason, description.trim());
      setDone(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : MSG.genericError);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Dialog open={open} onOpenChange={change} title="Şikayet alındı" size="sm">
        <div className={styles.success}>
          <span className={styles.successIcon} aria-hidden="true">
            <CheckCircleIcon size={28} />
          </span>
          <p role="status">{MSG.reportSuccess}</p>
          <Button onClick={() => change(false)} autoFocus fullWidth>
            Tamam
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={`${what} şikayet et`}
      description="Bu içeriği neden şikayet ettiğinizi seçin. Şikayetiniz gizli tutulur."
      size="md"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.reportForm}>
        <fieldset className={styles.reasons} aria-describedby={error ? errorId : undefined}>
          <legend className={styles.reasonsLegend}>Şikayet nedeni</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <input
                type="radio"
                name={`${baseId}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setError(null);
                }}
              />
              <span>{r}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.reportField}>
          <label htmlFor={descriptionId} className={styles.fieldLabel}>
            Açıklama <span className={styles.optional}>(isteğe bağlı)</span>
          </label>
          <textarea
            id={descriptionId}
            className={styles.textarea}
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="Eklemek istediğiniz ayrıntılar"
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className={styles.formError}>
            <AlertIcon size={16} />
            {error}
          </p>
        )}
        <DialogActions>
          <Button variant="secondary" onClick={() => change(false)} disabled={busy}>
            Vazgeç
          </Button>
          <Button type="submit" loading={busy}>
            Gönder
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
