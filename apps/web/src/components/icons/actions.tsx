import { Icon, icon, type IconProps } from './Icon';

/** What one does to an item, and the counts on it: menus, edit, delete, views, likes, comments. */

/** The ⋯ of an item's menu (report, mute, block, delete). */
export const MoreIcon = icon(
  <circle cx="5.5" cy="12" r="1.3" fill="currentColor" />,
  <circle cx="12" cy="12" r="1.3" fill="currentColor" />,
  <circle cx="18.5" cy="12" r="1.3" fill="currentColor" />,
);

export const FlagIcon = icon('M5 21V4', 'M5 4h11l-2 4 2 4H5');

/** "Sessize al": a speaker struck through. */
export const MuteIcon = icon('M11 5 6.5 9H4v6h2.5L11 19V5Z', 'm16 9.5 5 5M21 9.5l-5 5');

/** "Engelle": a circle struck through. */
export const BlockIcon = icon(<circle cx="12" cy="12" r="8.5" />, 'm6 6 12 12');

export const TrashIcon = icon(
  'M4 7h16M10 11v6M14 11v6',
  'M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12',
  'M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7',
);

/** A pencil over a line: edit this item (PenIcon is the header's "write"). */
export const EditIcon = icon('M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z');

/** Views, and "preview". */
export const EyeIcon = icon(
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z',
  <circle cx="12" cy="12" r="3" />,
);

export const EyeOffIcon = icon(
  'M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.7 3.6M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.9 9.9 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18',
);

/** Likes; `filled` once the reader has liked. */
export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p}>
    <path
      d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Icon>
);

export const CommentIcon = icon('M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.1A8 8 0 1 1 20 12Z');

/** A table of contents, a chapter count. */
export const ListIcon = icon('M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01');

/** A chapter's text (its word count). */
export const TextIcon = icon(
  'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z',
  'M14 3v6h6M8 13h8M8 17h5',
);

export const ImageIcon = icon(
  <rect x="3" y="3" width="18" height="18" rx="2.5" />,
  <circle cx="9" cy="9" r="2" />,
  'm21 15-4.5-4.5L6 21',
);

/** A drag handle: two columns of dots. */
export const GripIcon = icon(
  <circle cx="9" cy="6" r="1.2" fill="currentColor" />,
  <circle cx="15" cy="6" r="1.2" fill="currentColor" />,
  <circle cx="9" cy="12" r="1.2" fill="currentColor" />,
  <circle cx="15" cy="12" r="1.2" fill="currentColor" />,
  <circle cx="9" cy="18" r="1.2" fill="currentColor" />,
  <circle cx="15" cy="18" r="1.2" fill="currentColor" />,
);

/** Sharing a link (a reading list's page). */
export const ShareIcon = icon(
  <circle cx="18" cy="5.5" r="2.5" />,
  <circle cx="6" cy="12" r="2.5" />,
  <circle cx="18" cy="18.5" r="2.5" />,
  'm8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1',
);

/** "Listeye ekle": lines with a plus. */
export const ListAddIcon = icon('M4 6.5h11M4 11.5h11M4 16.5h7', 'M18 14v6M15 17h6');
