import { iconWith } from './Icon';

/** The chapter editor's toolbar, drawn a little heavier than the rest of the set. */
export const BoldIcon = iconWith(
  { strokeWidth: 2.4 },
  'M7 5h6a3.5 3.5 0 0 1 0 7H7z',
  'M7 12h7a3.5 3.5 0 0 1 0 7H7z',
);

export const ItalicIcon = iconWith({ strokeWidth: 2 }, 'M10 5h8M6 19h8M14.5 5l-5 14');

export const StrikeIcon = iconWith(
  { strokeWidth: 2 },
  'M4 12h16',
  'M16.5 7.5C16 5.8 14.3 5 12 5c-2.8 0-4.5 1.3-4.5 3.2 0 1.2.6 2.1 2 2.8',
  'M8 16.5c.5 1.7 2.2 2.5 4.2 2.5 2.9 0 4.6-1.3 4.6-3.3 0-.6-.1-1.1-.4-1.6',
);

/** The scene break: three dots on a rule's line. */
export const SceneBreakIcon = iconWith(
  { strokeWidth: 2 },
  <circle cx="6" cy="12" r="1.2" fill="currentColor" />,
  <circle cx="12" cy="12" r="1.2" fill="currentColor" />,
  <circle cx="18" cy="12" r="1.2" fill="currentColor" />,
  <path d="M3 6h18M3 18h18" strokeOpacity={0.45} />,
);
