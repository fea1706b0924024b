import { Icon, type IconProps } from '../../components/icons';

/** Icons the password-reset screens need beyond the shared set (same 24 × 24 stroke style). */
export const KeyIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.8 12.2 8.7-8.7M16 7l2.5 2.5M13.5 9.5 15.5 11.5" />
  </Icon>
);

export const LinkOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9.5 14.5 14.5 9.5" />
    <path d="M8 11.5 6 13.5a3.5 3.5 0 0 0 5 5l2-2M16 12.5l2-2a3.5 3.5 0 0 0-5-5l-2 2" />
    <path d="M4 4l16 16" />
  </Icon>
);
