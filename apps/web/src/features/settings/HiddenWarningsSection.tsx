import { MSG, type ContentWarning } from '@okuryazar/shared';
import { useId } from 'react';
import { ErrorState, LoadingState } from '../../components';
import { ContentWarningChoices } from '../../components/warnings';
import { useReadingSettings } from '../reader';
import { useSaveHiddenWarnings } from './api';
import { StatusMessage } from './StatusMessage';
import { useStatusMessage } from './useStatusMessage';
import styles from './SettingsPage.module.css';

/** Settings "İçerik uyarıları": the warnings whose stories the reader does not want listed (docs/PRODUCT.md#trust-and-safety). */
export function HiddenWarningsSection() {
  const query = useReadingSettings();
  const save = useSaveHiddenWarnings();
  const titleId = useId();
  const { status, show } = useStatusMessage();

  const change = (next: ContentWarning[]) =>
    save.mutate(next, {
      onSuccess: () => show('İçerik uyarısı tercihleriniz kaydedildi.', 'success'),
      onError: (error) => show(error.message || MSG.genericError, 'error'),
    });

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="hidden-warnings-section">
      <h2 id={titleId} className={styles.cardTitle}>
        İçerik uyarıları
      </h2>
      <p className={styles.cardLead}>
        İşaretlediğiniz uyarıları taşıyan hikayeler listelerde, önerilerde ve aramada size gösterilmez. Kütüphanenize eklediğiniz
        hikayeler kütüphanenizde kalır; böyle bir hikayeye bir bağlantıyla gelirseniz açmadan önce sorulur.
      </p>
      {query.isPending ? (
        <LoadingState text="Okuma ayarları yükleniyor..." />
      ) : query.isError ? (
        <ErrorState message={MSG.genericError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <ContentWarningChoices
          className={styles.warningChoices}
          legend="Bu uyarıları taşıyan hikayeleri gizle"
          // The choice as last made, shown while it is being saved.
          value={save.isPending ? save.variables : query.data.hidden_warnings}
          onChange={change}
          disabled={save.isPending}
        />
      )}
      <StatusMessage status={status} />
    </section>
  );
}
