import type { ContentWarning } from '@okuryazar/shared';
import { warningList } from './labels';
import styles from './ContentWarnings.module.css';

/** A card's small warning line ("⚠ Şiddet, Ölüm"); nothing when the story carries none. */
export function ContentWarningNote({ warnings, className }: { warnings: readonly ContentWarning[]; className?: string }) {
  if (warnings.length === 0) return null;
  const list = warningList(warnings);
  return (
    <p className={[styles.note, className].filter(Boolean).join(' ')} title={`İçerik uyarıları: ${list}`} data-testid="content-warning-note">
      <span aria-hidden="true" className={styles.noteIcon}>
        ⚠
      </span>
      <span className="visually-hidden">İçerik uyarıları: </span>
      <span className={styles.noteText}>{list}</span>
    </p>
  );
}
