import {
  Avatar,
  BellIcon,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  LibraryIcon,
  ListIcon,
  LogoutIcon,
  MenuItemContent,
  MessageIcon,
  MoonIcon,
  MailIcon,
  SettingsIcon,
  ShieldIcon,
  SunIcon,
  UserIcon,
} from '../../components';
import { Link } from '../../lib/router';
import type { Session } from '../../lib/session';
import { messagesLabel, useUnreadMessages } from '../../features/inbox';
import { notificationsLabel, UnreadBadge, useUnreadCount } from '../../features/notifications';
import { useLogout } from '../../features/auth';
import { toggleTheme, useTheme } from '../../features/reader';
import { paths } from '../../config/paths';
import { isStaff } from '../RequireModerator';
import { useHeaderInfo } from './useHeaderInfo';
import styles from './Header.module.css';

/**
 * The account menu (docs/PRODUCT.md#screens profile menu: profile, inbox, notifications, library, settings,
 * theme, logout). The mobile header shows it too (`compact`: smaller avatar, no chevron), since
 * the mobile footer has no entry for settings or logout. Moderators and admins also find the
 * moderation queue here (docs/PRODUCT.md#trust-and-safety); on a phone, where no page footer shows, the contact page
 * is here as well.
 */
export function ProfileMenu({ session, compact = false }: { session: Session; compact?: boolean }) {
  const { data } = useHeaderInfo();
  const theme = useTheme();
  const unread = useUnreadCount();
  const unreadMessages = useUnreadMessages();
  const logout = useLogout();
  const username = data?.username ?? session.username;

  return (
    <DropdownMenu
      align="end"
      trigger={
        <button
          type="button"
          className={compact ? `${styles.profileTrigger} ${styles.profileTriggerCompact}` : styles.profileTrigger}
          aria-label="Profil menüsü"
        >
          <Avatar src={data?.profile_image_url ?? null} name={username} size={compact ? 32 : 36} decorative />
          {!compact && <ChevronDownIcon size={16} className={styles.chevron} />}
        </button>
      }
    >
      <DropdownMenuLabel plain>@{username}</DropdownMenuLabel>
      <DropdownMenuItem asChild>
        <Link to={paths.profile(session.userId)}>
          <MenuItemContent icon={<UserIcon size={18} />}>Profilim</MenuItemContent>
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.inbox()} aria-label={messagesLabel(unreadMessages)}>
          <MenuItemContent icon={<MessageIcon size={18} />}>Mesajlar</MenuItemContent>
          <UnreadBadge count={unreadMessages} inline />
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.notifications} aria-label={notificationsLabel(unread)}>
          <MenuItemContent icon={<BellIcon size={18} />}>Bildirimler</MenuItemContent>
          <UnreadBadge count={unread} inline />
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.library}>
          <MenuItemContent icon={<LibraryIcon size={18} />}>Kütüphanem</MenuItemContent>
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.myLists}>
          <MenuItemContent icon={<ListIcon size={18} />}>Okuma listelerim</MenuItemContent>
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.settings}>
          <MenuItemContent icon={<SettingsIcon size={18} />}>Ayarlar</MenuItemContent>
        </Link>
      </DropdownMenuItem>
      {isStaff(data?.role) ? (
        <DropdownMenuItem asChild>
          <Link to={paths.moderation}>
            <MenuItemContent icon={<ShieldIcon size={18} />}>Moderasyon</MenuItemContent>
          </Link>
        </DropdownMenuItem>
      ) : null}
      {compact ? (
        <DropdownMenuItem asChild>
          <Link to={paths.contact}>
            <MenuItemContent icon={<MailIcon size={18} />}>İletişim</MenuItemContent>
          </Link>
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuSeparator />
      <DropdownMenuItem
        icon={theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
        onSelect={(event) => {
          event.preventDefault();
          toggleTheme();
        }}
      >
        {theme === 'dark' ? 'Açık temaya geç' : 'Koyu temaya geç'}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem tone="danger" icon={<LogoutIcon size={18} />} onSelect={logout}>
        Çıkış Yap
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
