import { ContentWarningChoices } from '../../components/warnings';
import { useSaveHiddenWarnings } from './api';
import { ReadingChoiceSection } from './ReadingChoiceSection';
import styles from './SettingsPage.module.css';

/** Settings "İçerik uyarıları": the warnings whose stories the reader does not want listed (docs/PRODUCT.md#trust-and-safety). */
export function HiddenWarningsSection() {
  const save = useSaveHiddenWarnings();
  return (
    <ReadingChoiceSection
      testId="hidden-warnings-section"
      title="İçerik uyarıları"
      lead={
        'İşaretlediğiniz uyarıları taşıyan hikayeler listelerde, önerilerde ve aramada size gösterilmez. Kütüphanenize eklediğiniz ' +
        'hikayeler kütüphanenizde kalır; böyle bir hikayeye bir bağlantıyla gelirseniz açmadan önce sorulur.'
      }
      savedText="İçerik uyarısı tercihleriniz kaydedildi."
      save={save}
      stored={(settings) => settings.hidden_warnings}
    >
      {(choice) => <ContentWarningChoices className={styles.warningChoices} legend="Bu uyarıları taşıyan hikayeleri gizle" {...choice} />}
    </ReadingChoiceSection>
  );
}
