import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, REPORT_DESCRIPTION_MAX, REPORT_REASONS, reportBodySchema } from '@okuryazar/shared';
import type { z } from 'zod';
import { AlertIcon, Button, CheckCircleIcon, Dialog, DialogActions } from '../../components';
import { sendReport, type PostScope, type ReportTarget } from './api';
import styles from './Posts.module.css';

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: PostScope;
  target: ReportTarget;
}

type ReportForm = z.input<typeof reportBodySchema>;
const resolver = zodResolver(reportBodySchema);
const empty = { description: '' };

/**
 * Report a post or a comment (SPEC §5 Report): the nine reasons as radio buttons and a free
 * description, checked by the API's own schema. Success turns the dialog into the thank-you
 * modal; a 409 (already reported) or any other failure shows the server's message above the buttons.
 */
export function ReportDialog({ open, onOpenChange, scope, target }: ReportDialogProps) {
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const descriptionId = `${baseId}-description`;
  const what = target.kind === 'post' ? 'Gönderiyi' : 'Yorumu';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReportForm, unknown, z.output<typeof reportBodySchema>>({ resolver, defaultValues: empty });
  const error = errors.reason?.message ?? errors.description?.message ?? serverError;

  const change = (next: boolean) => {
    if (isSubmitting) return;
    onOpenChange(next);
    if (!next) {
      setDone(false);
      setServerError(null);
      reset(empty);
    }
  };

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await sendReport(scope, target, body);
      setDone(true);
    } catch (e) {
      setServerError(e instanceof Error ? e.message : MSG.genericError);
    }
  });

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
              <input type="radio" value={r} {...register('reason', { onChange: () => setServerError(null) })} />
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
            maxLength={REPORT_DESCRIPTION_MAX}
            {...register('description')}
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
          <Button variant="secondary" onClick={() => change(false)} disabled={isSubmitting}>
            Vazgeç
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Gönder
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
