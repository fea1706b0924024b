import { MSG } from '@okuryazar/shared';
import { ErrorState, LoadingState, PageTitle } from '../../components';
import { DangerZone, PrivacySection, RelationsSection } from '../safety';
import { AccountForm } from './AccountForm';
import { useSettings } from './api';
import { HiddenTagsSection } from './HiddenTagsSection';
import { HiddenWarningsSection } from './HiddenWarningsSection';
import { PhotoSection } from './PhotoSection';
import styles from './SettingsPage.module.css';

/** /settings: profile photo and account fields (docs/PRODUCT.md#screens, #behaviour-and-states, #validation-rules, #error-messages). */
export function SettingsPage() {
  const query = useSettings();

  return (
    <>
      <PageTitle title={'Ayarlar'} />
      <div className={styles.page}>
        <header className={styles.intro}>
          <p className="page-frame-eyebrow">Hesap</p>
          <h1 className={styles.heading}>Ayarlar</h1>
          <p className="page-frame-lead">Profilinizde görünen bilgileri ve giriş bilgilerinizi buradan yönetebilirsiniz.</p>
        </header>
        {query.isPending ? (
          <LoadingState text="Profil bilgileri yükleniyor..." />
        ) : query.isError ? (
          <ErrorState message={MSG.settingsLoadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            <PhotoSection settings={query.data} />
            <AccountForm settings={query.data} />
            <HiddenWarningsSection />
            <HiddenTagsSection />
            <PrivacySection />
            <RelationsSection kind="blocks" />
            <RelationsSection kind="mutes" />
            <DangerZone />
          </>
        )}
      </div>
    </>
  );
}
