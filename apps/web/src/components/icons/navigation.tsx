import { icon } from './Icon';

/** The app's places and chrome: the header, the footer menu and the pages they open. */
export const HomeIcon = icon(
  'M3 10.5 12 3l9 7.5',
  'M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5',
);

export const LibraryIcon = icon(
  <rect x="3.5" y="4" width="4" height="16" rx="1" />,
  <rect x="9.5" y="4" width="4" height="16" rx="1" />,
  'm15.6 5.3 3.4-.9 3.1 14.7-3.4.9Z',
);

export const BookOpenIcon = icon(
  'M12 6.5C10.2 5 7.6 4.3 3 4.5v14c4.6-.2 7.2.5 9 2 1.8-1.5 4.4-2.2 9-2v-14c-4.6-.2-7.2.5-9 2Z',
  'M12 6.5v14',
);

export const PenIcon = icon('M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4Z', 'm14.5 5.5 3 3');

export const SearchIcon = icon(<circle cx="11" cy="11" r="7" />, 'm20 20-3.5-3.5');

export const CompassIcon = icon(<circle cx="12" cy="12" r="9" />, 'm15.5 8.5-2 5-5 2 2-5Z');

export const BellIcon = icon('M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15Z', 'M10 20.5a2.2 2.2 0 0 0 4 0');

export const UserIcon = icon(<circle cx="12" cy="8" r="4" />, 'M4 21c1.2-4 4.2-6 8-6s6.8 2 8 6');

export const UsersIcon = icon(
  <circle cx="9" cy="8" r="3.5" />,
  'M2.5 20c.9-3.4 3.4-5.2 6.5-5.2s5.6 1.8 6.5 5.2',
  'M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.9c1.8.7 3 2.4 3.5 5.1',
);

export const MessageIcon = icon('M4 5h16v11H9l-5 4Z', 'M8 9.5h8M8 12.5h5');

export const SettingsIcon = icon(
  <circle cx="12" cy="12" r="3" />,
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z',
);

export const LogoutIcon = icon(
  'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3',
  'M10 16l-4-4 4-4M6 12h10',
);

export const SunIcon = icon(
  <circle cx="12" cy="12" r="4" />,
  'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
);

export const MoonIcon = icon('M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z');

export const GridIcon = icon(
  <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />,
  <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />,
  <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />,
  <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />,
);

export const ShieldIcon = icon(
  'M12 3 5 6v5.5c0 4.4 3 8 7 9.5 4-1.5 7-5.1 7-9.5V6Z',
  'm9 12 2.2 2.2L15.5 10',
);

export const MailIcon = icon(<rect x="3" y="5" width="18" height="14" rx="2.5" />, 'm4 7 8 6 8-6');

/** The password-reset screen's key (a valid link) and broken link (a spent one). */
export const KeyIcon = icon(
  <circle cx="8" cy="15" r="4" />,
  'm10.8 12.2 8.7-8.7M16 7l2.5 2.5M13.5 9.5 15.5 11.5',
);

export const LinkOffIcon = icon(
  'M9.5 14.5 14.5 9.5',
  'M8 11.5 6 13.5a3.5 3.5 0 0 0 5 5l2-2M16 12.5l2-2a3.5 3.5 0 0 0-5-5l-2 2',
  'M4 4l16 16',
);
