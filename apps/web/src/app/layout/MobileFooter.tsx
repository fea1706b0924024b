import { NavLink } from '../../lib/router';
import {
  DropdownMenu,
  HomeIcon,
  LibraryIcon,
  MessageIcon,
  PlusCircleIcon,
  SearchIcon,
  UserIcon,
  BookOpenIcon,
} from '../../components';
import type { Session } from '../../lib/session';
import { messagesLabel, useUnreadMessages } from '../../features/inbox';
import { BadgedIcon } from '../../features/notifications';
import { paths } from '../../config/paths';
import { WriteMenuItems } from './WriteMenuItems';
import styles from './MobileFooter.module.css';

/**
 * Fixed bottom navigation at ≤ 768 px (docs/PRODUCT.md#screens), plus Mesajlar with its unread count: on a
 * phone the inbox was otherwise only a badge on the avatar, behind a menu (issue 28).
 */
export function MobileFooter({ session }: { session: Session }) {
  const unreadMessages = useUnreadMessages();
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.item} ${styles.active}` : styles.item);
  return (
    <nav className={styles.bar} aria-label="Alt menü" data-chrome-bar="">
      <NavLink to={paths.dashboard} className={cls}>
        <HomeIcon size={22} />
        <span>Ana Sayfa</span>
      </NavLink>
      <NavLink to={paths.library} className={cls}>
        <LibraryIcon size={22} />
        <span>Kütüphane</span>
      </NavLink>
      <DropdownMenu
        side="top"
        align="center"
        trigger={
          <button type="button" className={`${styles.item} ${styles.add}`}>
            <span className={styles.addIcon}>
              <PlusCircleIcon size={22} />
            </span>
            <span>Ekle</span>
          </button>
        }
      >
        <WriteMenuItems storiesIcon={<BookOpenIcon size={18} />} />
      </DropdownMenu>
      <NavLink to={paths.search} className={cls} end>
        <SearchIcon size={22} />
        <span>Ara</span>
      </NavLink>
      <NavLink to={paths.inbox()} className={cls} aria-label={messagesLabel(unreadMessages)}>
        <BadgedIcon icon={<MessageIcon size={22} />} count={unreadMessages} />
        <span>Mesajlar</span>
      </NavLink>
      <NavLink to={paths.profile(session.userId)} className={cls}>
        <UserIcon size={22} />
        <span>Profil</span>
      </NavLink>
    </nav>
  );
}
