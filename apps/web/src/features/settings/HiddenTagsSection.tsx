import { LIMITS, MSG } from '@okuryazar/shared';
import { useId } from 'react';
import { ErrorState, LoadingState } from '../../components';
import { TagInput } from '../../components/tags/TagInput';
import { useReadingSettings } from '../reader';
import { useSaveHiddenTags } from './api';
import { StatusMessage } from './StatusMessage';
import { useStatusMessage } from './useStatusMessage';
import styles from './SettingsPage.module.css';

/** A stored tag (its slug, "bilim-kurgu") as a chip reads it: "bilim kurgu". */
const readable = (slug: string) => slug.replace(/-/g, ' ');

/** Settings "Gizlenen etiketler": tags whose stories the reader does not want listed, as hidden warnings are. */
export function HiddenTagsSection() {
  const query = useReadingSettings();
  const save = useSaveHiddenTags();
  const titleId = useId();
  const { status, show } = useStatusMessage();

  const change = (next: string[]) =>
    save.mutate(next, {
      onSuccess: () => show('Gizlenen etiketleriniz kaydedildi.', 'success'),
      onError: (error) => show(error.message || MSG.genericError, 'error'),
    });

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="hidden-tags-section">
      <h2 id={titleId} className={styles.cardTitle}>
        Gizlenen etiketler
      </h2>
      <p className={styles.cardLead}>
        Bu etiketleri taşıyan hikayeler listelerde, önerilerde ve aramada size gösterilmez. Kütüphanenizdeki hikayeler yerinde kalır.
      </p>
      {query.isPending ? (
        <LoadingState text="Okuma ayarları yükleniyor..." />
      ) : query.isError ? (
        <ErrorState message={MSG.genericError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <TagInput
          label="Gizlenecek etiketler"
          note={`en fazla ${LIMITS.hiddenTagsMax}`}
          hint="Etiketi yazıp Enter’a basın ya da önerilenlerden seçin."
          max={LIMITS.hiddenTagsMax}
          tooManyMessage={MSG.tooManyHiddenTags}
          // The choice as last made, shown while it is being saved.
          value={save.isPending ? save.variables : (query.data.hidden_tags ?? []).map(readable)}
          onChange={change}
          disabled={save.isPending}
        />
      )}
      <StatusMessage status={status} />
    </section>
  );
}
