import { MSG, WRITER_MSG } from '@okuryazar/shared';
import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, FormAlert, TextField, unlessBusy } from '../../components';
import { ApiError } from '../../lib/api';
import { useScheduleChapter } from './api';
import { formatScheduleTime, fromTurkeyInputValue, toTurkeyInputValue } from './time';
import styles from './Schedule.module.css';

const HOUR = 60 * 60 * 1000;

export interface ScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bookId: number;
  chapterId: number;
  chapterTitle: string;
  publishAt: string | null;
  /** Called with the server's answer once a schedule is set, moved or cancelled. */
  onScheduled: (publishAt: string | null, message: string) => void;
  note?: ReactNode;
}

/** A suggestion for a new schedule: tomorrow, on the hour. */
function suggestion(now: number): string {
  return toTurkeyInputValue(Math.ceil((now + 24 * HOUR) / HOUR) * HOUR);
}

/** Picks (or changes, or cancels) the time a draft chapter is published, in Turkish time. */
export function ScheduleDialog({ open, onOpenChange, bookId, chapterId, chapterTitle, publishAt, onScheduled, note }: ScheduleDialogProps) {
  const [value, setValue] = useState(() => (publishAt ? toTurkeyInputValue(Date.parse(publishAt)) : suggestion(Date.now())));
  const [error, setError] = useState<string | null>(null);
  const schedule = useScheduleChapter(bookId);
  // Which button waits: the one that sent a time, or the one that cancels.
  const pending = schedule.isPending ? (schedule.variables.publishAt === null ? 'cancel' : 'save') : null;
  const alertId = useId();

  const send = (iso: string | null) => {
    setError(null);
    schedule.mutate(
      { chapterId, publishAt: iso },
      {
        onSuccess: (res) => {
          onScheduled(res.publish_at, res.message);
          onOpenChange(false);
        },
        onError: (err) => setError(err instanceof ApiError ? err.message : MSG.genericError),
      },
    );
  };

  const submit = () => {
    const iso = fromTurkeyInputValue(value);
    if (!iso) return setError(WRITER_MSG.publishAtInvalid);
    if (Date.parse(iso) <= Date.now()) return setError(WRITER_MSG.publishAtPast);
    send(iso);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={unlessBusy(pending !== null, onOpenChange)}
      size="sm"
      title={publishAt ? 'Zamanlamayı değiştir' : 'Bölümü zamanla'}
      description={`“${chapterTitle}” seçtiğiniz zamanda yayımlanır ve takipçilerinize bildirilir.`}
    >
      <form
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {publishAt ? <p className={styles.text}>Şu an: {formatScheduleTime(publishAt)} (Türkiye saati)</p> : null}
        <TextField
          label="Yayın zamanı (Türkiye saati)"
          type="datetime-local"
          value={value}
          min={toTurkeyInputValue(Date.now())}
          required
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error !== null}
          describedById={alertId}
          hint={note}
        />
        <FormAlert id={alertId} message={error} />
        <DialogActions className={styles.actions}>
          {publishAt ? (
            <Button
              type="button"
              variant="ghost"
              className={styles.cancel}
              loading={pending === 'cancel'}
              disabled={pending !== null}
              onClick={() => send(null)}
            >
              Zamanlamayı iptal et
            </Button>
          ) : null}
          <Button type="button" variant="secondary" disabled={pending !== null} onClick={() => onOpenChange(false)}>
            Vazgeç
          </Button>
          <Button type="submit" loading={pending === 'save'} disabled={pending !== null}>
            Zamanla
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
