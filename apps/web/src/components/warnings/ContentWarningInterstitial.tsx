import type { ContentWarning } from '@okuryazar/shared';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button';
import { warningList } from './labels';
import styles from './ContentWarnings.module.css';

export interface ContentWarningInterstitialProps {
  storyTitle: string;
  warnings: readonly ContentWarning[];
  /** The story's warnings the reader hides in their settings (named apart when any). */
  hidden?: readonly ContentWarning[];
  onContinue: () => void;
  onBack: () => void;
}

/**
 * docs/PRODUCT.md#trust-and-safety: shown instead of a story with content warnings until the reader chooses to go
 * on (before its first chapter, and on a direct link to a story whose warnings they hide).
 */
export function ContentWarningInterstitial({ storyTitle, warnings, hidden = [], onContinue, onBack }: ContentWarningInterstitialProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page changed under the reader: move focus to the question so it is read first.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className={styles.interstitial} aria-labelledby={headingId} data-testid="content-warning-interstitial">
      <div className={styles.panel}>
        <span className={styles.panelIcon} aria-hidden="true">
          ⚠
        </span>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          İçerik uyarısı
        </h1>
        <p className={styles.panelStory}>{storyTitle}</p>
        <p className={styles.panelText}>
          Bu hikaye şu içerik uyarılarını taşıyor: <strong>{warningList(warnings)}</strong>.
        </p>
        {hidden.length > 0 && (
          <p className={styles.panelText}>
            Okuma ayarlarınızda gizlediğiniz uyarılar: <strong>{warningList(hidden)}</strong>.
          </p>
        )}
        <p className={styles.panelHint}>Devam ederseniz bu oturumda bu hikaye için yeniden sorulmaz.</p>
        <div className={styles.panelActions}>
          <Button type="button" variant="ghost" onClick={onBack}>
            Geri dön
          </Button>
          <Button type="button" onClick={onContinue}>
            Devam et
          </Button>
        </div>
      </div>
    </section>
  );
}
