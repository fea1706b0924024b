import { NavLink } from 'react-router';
import { BellIcon, CompassIcon, Logo, MoonIcon, SunIcon } from '../../components';
import { toggleTheme, useTheme } from '../../lib/theme';
import { notificationsLabel, UnreadBadge, useUnreadCount } from '../../features/notifications';
import { paths } from '../paths';
import styles from './Header.module.css';

/** Logged-in header at ≤ 768 px (SPEC §2): logo, Keşfet and Bildirimler. */
export function MobileHeader() {
  const theme = useTheme();
  const unread = useUnreadCount();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo to={paths.dashboard} size="sm" />
        <nav className={styles.iconNav} aria-label="Hızlı erişim">
          <NavLink to={paths.discover} className={styles.iconLink} aria-label="Keşfet">
            <CompassIcon size={22} />
          </NavLink>
          <NavLink to={paths.notifications} className={styles.iconLink} aria-label={notificationsLabel(unread)}>
            <BellIcon size={22} />
            <UnreadBadge count={unread} />
          </NavLink>
          <button
            type="button"
            className={styles.iconLink}
            onClick={toggleTheme}
            aria-label={theme === 'dark' ? 'Açık temaya geç' : 'Koyu temaya geç'}
          >
            {theme === 'dark' ? <SunIcon size={22} /> : <MoonIcon size={22} />}
          </button>
        </nav>
      </div>
    </header>
  );
}
