import { Icon, type IconProps } from './Icon';

/** "Engelle": a circle struck through. */
export const BlockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m6 6 12 12" />
  </Icon>
);
