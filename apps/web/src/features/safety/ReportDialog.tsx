import { zodResolver } from '@hookform/resolvers/zod';
import {
  createReportBodySchema,
  MODERATION_LIMITS,
  MODERATION_MSG,
  MSG,
  REPORT_REASON_KEYS,
  REPORT_REASON_LABELS,
  type ReportTargetType,
} from '@okuryazar/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AlertIcon, Button, Dialog, DialogActions } from '../../components';
import { ApiError } from '../../lib/api';
import { useSendReport, type ReportTarget } from './api';
import styles from './Report.module.css';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReportTarget;
}

const TITLES: Record<ReportTargetType, string> = {
  story: 'Hikayeyi şikayet et',
  chapter: 'Bölümü şikayet et',
  comment: 'Yorumu şikayet et',
  post: 'Gönderiyi şikayet et',
  post_comment: 'Yorumu şikayet et',
  user: 'Kullanıcıyı şikayet et',
  message: 'Mesajı şikayet et',
};

// The API's own body schema, minus the target the dialog was opened for.
const formSchema = createReportBodySchema.pick({ reason: true, description: true });
const resolver = zodResolver(formSchema);
type ReportForm = z.input<typeof formSchema>;
const empty = { description: '' };

/** The Turkish text of a failed report: a repeat, or the server's own message (a rate limit, a gone target). */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return MSG.reportDuplicate;
  return error instanceof ApiError && error.status < 500 ? error.message : MSG.genericError;
}

/**
 * Report anything (docs/PRODUCT.md#trust-and-safety): the reasons of the shared catalogue as radio buttons, an
 * optional description with its limit and a counter, sent as `POST /reports`. Success turns
 * the dialog into the spec's success modal (docs/PRODUCT.md#error-messages "Report success"); a failure stays in the
 * dialog, in its pinned button row, with the choice kept.
 */
export function ReportDialog({ open, onOpenChange, target }: ReportDialogProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const report = useSendReport();
  const sent = report.isSuccess;
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const descriptionId = `${baseId}-description`;
  const counterId = `${baseId}-counter`;
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReportForm, unknown, z.output<typeof formSchema>>({ resolver, defaultValues: empty });
  const error = errors.reason?.message ?? errors.description?.message ?? serverError;
  const length = (watch('description') ?? '').length;

  const change = (next: boolean) => {
    if (isSubmitting) return;
    onOpenChange(next);
    if (!next) {
      setServerError(null);
      report.reset();
      reset(empty);
    }
  };

  const submit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      await report.mutateAsync({ target, form });
    } catch (e) {
      setServerError(failureText(e));
    }
  });

  if (sent) {
    return (
      <Dialog open={open} onOpenChange={change} title="Şikayetiniz alındı" description={MSG.reportSuccess}>
        <p className={styles.sentNote}>{MODERATION_MSG.reportReviewPromise}</p>
        <DialogActions>
          <Button onClick={() => change(false)}>Tamam</Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={TITLES[target.type]}
      description="Şikayetiniz gizli tutulur; içeriğin sahibine adınız söylenmez."
      size="lg"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
        <fieldset className={styles.reasons} aria-describedby={error ? errorId : undefined}>
          <legend className={styles.legend}>Şikayet nedeni</legend>
          {REPORT_REASON_KEYS.map((key) => (
            <label key={key} className={styles.reason}>
              <input type="radio" value={key} {...register('reason', { onChange: () => setServerError(null) })} />
              <span>{REPORT_REASON_LABELS[key]}</span>
            </label>
          ))}
        </fieldset>
        <div className="form-field">
          <div className={styles.labelRow}>
            <label htmlFor={descriptionId} className="form-label">
              Açıklama <span className="form-optional">(isteğe bağlı)</span>
            </label>
            <span id={counterId} className="form-counter">
              {length}/{MODERATION_LIMITS.descriptionMax}
            </span>
          </div>
          <textarea
            id={descriptionId}
            className={styles.textarea}
            rows={2}
            maxLength={MODERATION_LIMITS.descriptionMax}
            aria-describedby={counterId}
            placeholder="Moderatörlerimizin bilmesi gereken ayrıntılar"
            {...register('description')}
          />
        </div>
        <DialogActions>
          {/* In the pinned button row, so a phone shows it without scrolling the reasons. */}
          {error ? (
            <p id={errorId} role="alert" className={styles.error}>
              <AlertIcon size={16} />
              {error}
            </p>
          ) : null}
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
