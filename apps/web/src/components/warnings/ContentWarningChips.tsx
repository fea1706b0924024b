import { CONTENT_WARNING_LABELS, type ContentWarning } from '@okuryazar/shared';
import { useId } from 'react';
import styles from './ContentWarnings.module.css';

/** The book page's row of warning chips under the heading "İçerik uyarıları". */
export function ContentWarningChips({ warnings, className }: { warnings: readonly ContentWarning[]; className?: string }) {
  const headingId = useId();
  if (warnings.length === 0) return null;
  return (
    <div className={[styles.chipRow, className].filter(Boolean).join(' ')} role="group" aria-labelledby={headingId} data-testid="content-warning-chips">
      <span id={headingId} className={styles.chipHeading}>
        <span aria-hidden="true">⚠ </span>İçerik uyarıları
      </span>
      <ul className={styles.chips}>
        {warnings.map((w) => (
          <li key={w} className={styles.chip}>
            {CONTENT_WARNING_LABELS[w]}
          </li>
        ))}
      </ul>
    </div>
  );
}
