import { MSG, type ContentWarning } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorState, LoadingState } from '../../components';
import { ContentWarningChoices } from '../../components/warnings';
import { saveReadingSettings, useReadingSettings } from '../reader';
import { StatusMessage } from './StatusMessage';
import { useStatusMessage } from './useStatusMessage';
import styles from './SettingsPage.module.css';

/** Settings "İçerik uyarıları": the warnings whose stories the reader does not want listed (docs/PRODUCT.md#trust-and-safety). */
export function HiddenWarningsSection() {
  const query = useReadingSettings();
  const client = useQueryClient();
  const titleId = useId();
  // The choice as last made, shown while it is being saved.
  const [pending, setPending] = useState<ContentWarning[] | null>(null);
  const { status, show } = useStatusMessage();

  const change = async (next: ContentWarning[]) => {
    setPending(next);
    try {
      await saveReadingSettings(client, { hidden_warnings: next });
      show('İçerik uyarısı tercihleriniz kaydedildi.', 'success');
    } catch (error) {
      show(error instanceof Error && error.message ? error.message : MSG.genericError, 'error');
    } finally {
      setPending(null);
    }
  };

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
          value={pending ?? query.data.hidden_warnings}
          onChange={(next) => void change(next)}
          disabled={pending !== null}
        />
      )}
      <StatusMessage status={status} />
    </section>
  );
}
