import { formatLongDate, MODERATION_MSG, type Removal } from '@okuryazar/shared';
import { useId } from 'react';
import { AlertIcon } from '../icons';
import styles from './RemovedNotice.module.css';

// "5 Mart 2024", without Intl: a module-level Intl.DateTimeFormat loads the locale's data when
// the comments' code is evaluated on every chapter, removed content or not (docs/PRODUCT.md#budgets, TBT).
const dateText = (iso: string): string => formatLongDate(iso);

/** The "Kaldırıldı" chip on a card or a row of something a moderator removed. */
export function RemovedBadge({ className }: { className?: string }) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-testid="removed-badge">
      {MODERATION_MSG.removedLabel}
    </span>
  );
}

export interface RemovedNoticeProps {
  removal: Removal;
  /**
   * The page's banner (default) says what removal means for the author (read-only, not to
   * be published again); `compact` is the short form under a post, a comment or a list row.
   */
  compact?: boolean;
  /**
   * Where a "Kaldırıldı" badge already stands beside it (a card, a contents row), the compact
   * form leaves its own badge out: the note names the date instead ("Moderatör notu (4 Mart
   * 2026): …"), and the label stays the note's accessible name.
   */
  showLabel?: boolean;
  /** Cut a long note to three lines (a card; the full note is on the content's own page). */
  clampNote?: boolean;
  className?: string;
}

/**
 * docs/PRODUCT.md#trust-and-safety: what the author of removed content sees in its place: marked "Kaldırıldı",
 * with the moderator's note and the date. Only the author is ever sent a removal, so this
 * never shows to anyone else.
 */
export function RemovedNotice({ removal, compact = false, showLabel = true, clampNote = false, className }: RemovedNoticeProps) {
  const titleId = useId();
  const date = dateText(removal.at);
  const time = date ? (
    <time dateTime={removal.at} className={showLabel ? styles.date : undefined}>
      {date}
    </time>
  ) : null;
  return (
    <div
      role="note"
      aria-labelledby={showLabel ? titleId : undefined}
      aria-label={showLabel ? undefined : MODERATION_MSG.removedLabel}
      className={[styles.notice, compact ? styles.compact : '', className].filter(Boolean).join(' ')}
      data-testid="removed-notice"
    >
      {compact ? null : <AlertIcon size={20} className={styles.icon} aria-hidden="true" />}
      <div className={styles.body}>
        {showLabel ? (
          <p className={styles.title}>
            <span id={titleId} className={styles.badge}>
              {MODERATION_MSG.removedLabel}
            </span>
            {time}
          </p>
        ) : null}
        {compact ? null : <p className={styles.text}>{MODERATION_MSG.removedReadOnly}</p>}
        {removal.note ? (
          <p className={[styles.note, clampNote ? styles.clamped : ''].filter(Boolean).join(' ')} title={clampNote ? removal.note : undefined}>
            <span className={styles.noteLabel}>
              Moderatör notu{showLabel || !time ? '' : <> ({time})</>}:
            </span>{' '}
            {removal.note}
          </p>
        ) : showLabel || !time ? null : (
          <p className={styles.note}>Kaldırılma tarihi: {time}</p>
        )}
      </div>
    </div>
  );
}
