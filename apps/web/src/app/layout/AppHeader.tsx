import { NavLink, useNavigate } from '../../lib/router';
import {
  BellIcon,
  CompassIcon,
  DropdownMenu,
  LibraryIcon,
  Logo,
  MessageIcon,
} from '../../components';
import type { Session } from '../../lib/session';
import { messagesLabel, useUnreadMessages } from '../../features/inbox';
import { BadgedIcon, notificationsLabel, useUnreadCount } from '../../features/notifications';
import { paths } from '../../config/paths';
import { CategoriesMenu } from './CategoriesMenu';
import { HeaderSearch } from './HeaderSearch';
import { ProfileMenu } from './ProfileMenu';
import { WriteMenuItems, writeMenuTrigger } from './WriteMenuItems';
import styles from './Header.module.css';

/** Logged-in header for desktop (docs/PRODUCT.md#screens). */
export function AppHeader({ session }: { session: Session }) {
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const unreadMessages = useUnreadMessages();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo to={paths.dashboard} />
        <nav className={styles.appNav} aria-label="Ana menü">
          <CategoriesMenu onChoose={(id) => void navigate(paths.category(id))} />
          <NavLink to={paths.discover} className={styles.navLink}>
            <CompassIcon size={18} />
            Keşfet
          </NavLink>
        </nav>
        <HeaderSearch />
        <div className={styles.actions}>
          <DropdownMenu
            align="end"
            trigger={writeMenuTrigger(styles.navButton)}
          >
            <WriteMenuItems storiesIcon={<LibraryIcon size={18} />} />
          </DropdownMenu>
          <NavLink to={paths.inbox()} className={styles.iconLink} aria-label={messagesLabel(unreadMessages)}>
            <BadgedIcon icon={<MessageIcon size={20} />} count={unreadMessages} />
          </NavLink>
          <NavLink to={paths.notifications} className={styles.iconLink} aria-label={notificationsLabel(unread)}>
            <BadgedIcon icon={<BellIcon size={20} />} count={unread} />
          </NavLink>
          <ProfileMenu session={session} />
        </div>
      </div>
    </header>
  );
}
