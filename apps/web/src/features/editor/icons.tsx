import type { ReactNode } from 'react';
import { Icon as SharedIcon, type IconProps as Props } from '../../components/icons';

/** Editor-only icons, in the shared 24 × 24 frame but drawn a little heavier. */
function Icon(p: Props & { children: ReactNode }) {
  return <SharedIcon strokeWidth={2} {...p} />;
}

export const BoldIcon = (p: Props) => (
  <Icon {...p} strokeWidth={2.4}>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7z" />
    <path d="M7 12h7a3.5 3.5 0 0 1 0 7H7z" />
  </Icon>
);

/** The scene break: three dots on a rule's line. */
export const SceneBreakIcon = (p: Props) => (
  <Icon {...p}>
    <circle cx="6" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="18" cy="12" r="1.2" fill="currentColor" />
    <path d="M3 6h18M3 18h18" strokeOpacity={0.45} />
  </Icon>
);

export const ItalicIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M10 5h8M6 19h8M14.5 5l-5 14" />
  </Icon>
);

export const StrikeIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M4 12h16" />
    <path d="M16.5 7.5C16 5.8 14.3 5 12 5c-2.8 0-4.5 1.3-4.5 3.2 0 1.2.6 2.1 2 2.8" />
    <path d="M8 16.5c.5 1.7 2.2 2.5 4.2 2.5 2.9 0 4.6-1.3 4.6-3.3 0-.6-.1-1.1-.4-1.6" />
  </Icon>
);

export const UndoIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Icon>
);

export const RedoIcon = (p: Props) => (
  <Icon {...p}>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </Icon>
);

export const ArrowLeftIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Icon>
);

export const EyeIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const CloudCheckIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 9.5a4 4 0 0 1-1 7.9" />
    <path d="m9 14.5 2 2 4-4" />
  </Icon>
);

export const PencilDotIcon = (p: Props) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="4" fill="currentColor" stroke="none" />
  </Icon>
);
