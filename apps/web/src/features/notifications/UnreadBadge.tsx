import type { ReactNode } from 'react';
import { badgeText } from './notificationTarget';
import styles from './UnreadBadge.module.css';

/**
 * Small count bubble; hidden from assistive tech (the link's name carries the count). Beside
 * an icon it goes through `BadgedIcon`; `inline` puts it at the end of a menu item.
 */
export function UnreadBadge({ count, inline }: { count: number; inline?: boolean }) {
  if (count <= 0) return null;
  return (
    <span className={inline ? `${styles.badge} ${styles.inline}` : styles.badge} aria-hidden="true" data-testid="unread-badge">
      {badgeText(count)}
    </span>
  );
}

/**
 * An icon with its unread count on the icon's top right corner, growing outwards: the count
 * never hides the icon it belongs to, whatever box the icon sits in (the header's round links,
 * the phone's tab bar).
 */
export function BadgedIcon({ icon, count }: { icon: ReactNode; count: number }) {
  return (
    <span className={styles.anchor}>
      {icon}
      <UnreadBadge count={count} />
    </span>
  );
}
