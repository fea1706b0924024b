import {
  Avatar,
  BellIcon,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLink,
  DropdownMenuSeparator,
  LibraryIcon,
  ListIcon,
  LogoutIcon,
  MessageIcon,
  MoonIcon,
  MailIcon,
  SettingsIcon,
  ShieldIcon,
  SunIcon,
  UserIcon,
} from '../../components';
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
      <DropdownMenuLink to={paths.profile(session.userId)} icon={<UserIcon size={18} />} label="Profilim" />
      <DropdownMenuLink to={paths.inbox()} aria-label={messagesLabel(unreadMessages)} icon={<MessageIcon size={18} />} label="Mesajlar">
        <UnreadBadge count={unreadMessages} inline />
      </DropdownMenuLink>
      <DropdownMenuLink to={paths.notifications} aria-label={notificationsLabel(unread)} icon={<BellIcon size={18} />} label="Bildirimler">
        <UnreadBadge count={unread} inline />
      </DropdownMenuLink>
      <DropdownMenuLink to={paths.library} icon={<LibraryIcon size={18} />} label="Kütüphanem" />
      <DropdownMenuLink to={paths.myLists} icon={<ListIcon size={18} />} label="Okuma listelerim" />
      <DropdownMenuLink to={paths.settings} icon={<SettingsIcon size={18} />} label="Ayarlar" />
      {isStaff(data?.role) ? (
        <DropdownMenuLink to={paths.moderation} icon={<ShieldIcon size={18} />} label="Moderasyon" />
      ) : null}
      {compact ? (
        <DropdownMenuLink to={paths.contact} icon={<MailIcon size={18} />} label="İletişim" />
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
