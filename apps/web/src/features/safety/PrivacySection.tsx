import { MESSAGES_FROM, MESSAGES_FROM_LABELS, MSG, type MessagesFrom } from '@okuryazar/shared';
import { useId } from 'react';
import { ErrorState, LoadingState } from '../../components';
import { useSavedChoice } from '../../lib/useSavedChoice';
import { usePrivacy, useSavePrivacy } from './api';
import styles from './Safety.module.css';

/** Settings "Gizlilik": who may message me. A minor sees it fixed (docs/PRODUCT.md#trust-and-safety). */
export function PrivacySection() {
  const query = usePrivacy();
  const save = useSavePrivacy();
  const name = useId();
  const choice = useSavedChoice<MessagesFrom>((next, settled) => save.mutate(next, { onSettled: settled }));

  return (
    <section className={styles.card} aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className={styles.title}>
        Gizlilik
      </h2>
      {query.isPending ? (
        <LoadingState text="Gizlilik ayarları yükleniyor..." />
      ) : query.isError ? (
        <ErrorState message={MSG.genericError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.minor_protected ? (
        <>
          <p>
            Size kimler mesaj gönderebilir: <strong>{MESSAGES_FROM_LABELS.following}</strong>
          </p>
          <p className={styles.muted}>18 yaşından küçük okurlara yalnızca kendi takip ettikleri kişiler mesaj gönderebilir. Bu ayar değiştirilemez.</p>
        </>
      ) : (
        <fieldset className={styles.options} disabled={choice.saving}>
          <legend>Size kimler mesaj gönderebilir?</legend>
          {MESSAGES_FROM.map((value) => (
            <label key={value} className={styles.option}>
              <input type="radio" name={name} value={value} checked={choice.shown(query.data.messages_from) === value} onChange={() => choice.choose(value)} />
              {MESSAGES_FROM_LABELS[value]}
            </label>
          ))}
        </fieldset>
      )}
      {save.isError ? (
        <p role="alert" className={styles.error}>
          {MSG.genericError}
        </p>
      ) : null}
    </section>
  );
}
