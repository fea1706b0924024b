import { Icon, type IconProps as Props } from '../../components/icons';

/** Reader-only icons, drawn like the shared set (24 × 24, stroke = currentColor, decorative). */
export const ChevronLeftIcon = (p: Props) => (
  <Icon {...p}>
    <path d="m15 6-6 6 6 6" />
  </Icon>
);

export const ChevronRightIcon = (p: Props) => (
  <Icon {...p}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const ListIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="0.9" fill="currentColor" />
    <circle cx="4.5" cy="12" r="0.9" fill="currentColor" />
    <circle cx="4.5" cy="18" r="0.9" fill="currentColor" />
  </Icon>
);

export const EyeIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const HeartIcon = ({ filled, ...p }: Props & { filled?: boolean }) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" />
  </Icon>
);

export const CommentIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M4 5h16v11H9l-5 4Z" />
  </Icon>
);

export const CheckIcon = (p: Props) => (
  <Icon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const ReplyIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M10 8 5 12.5l5 4.5" />
    <path d="M5.5 12.5H14a5 5 0 0 1 5 5V19" />
  </Icon>
);

export const TrashIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M4.5 7h15M10 11v6M14 11v6M6.5 7l1 12.5h9l1-12.5M9.5 7V4.5h5V7" />
  </Icon>
);
