import { NavLink } from '../../lib/router';
import { BellIcon, CompassIcon, Logo } from '../../components';
import type { Session } from '../../lib/session';
import { BadgedIcon, notificationsLabel, useUnreadCount } from '../../features/notifications';
import { paths } from '../../config/paths';
import { ProfileMenu } from './ProfileMenu';
import styles from './Header.module.css';

/**
 * Logged-in header at ≤ 768 px (docs/PRODUCT.md#screens): logo, Keşfet and Bildirimler, plus the account menu
 * behind the avatar: the phone's way to settings, the theme and logout (the inbox has its own
 * tab in the bottom bar, with its count).
 */
export function MobileHeader({ session }: { session: Session }) {
  const unread = useUnreadCount();
  return (
    <header className={styles.header} data-chrome-bar="">
      <div className={styles.inner}>
        <Logo to={paths.dashboard} size="sm" />
        <nav className={styles.iconNav} aria-label="Hızlı erişim">
          <NavLink to={paths.discover} className={styles.iconLink} aria-label="Keşfet">
            <CompassIcon size={22} />
          </NavLink>
          <NavLink to={paths.notifications} className={styles.iconLink} aria-label={notificationsLabel(unread)}>
            <BadgedIcon icon={<BellIcon size={22} />} count={unread} />
          </NavLink>
          <ProfileMenu session={session} compact />
        </nav>
      </div>
    </header>
  );
}
