import { badgeText } from './notificationTarget';
import styles from './UnreadBadge.module.css';

/** Small count bubble on the bell; hidden from assistive tech (the link's name carries the count). */
export function UnreadBadge({ count, inline, className }: { count: number; inline?: boolean; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={[styles.badge, inline ? styles.inline : '', className].filter(Boolean).join(' ')} aria-hidden="true" data-testid="unread-badge">
      {badgeText(count)}
    </span>
  );
}
