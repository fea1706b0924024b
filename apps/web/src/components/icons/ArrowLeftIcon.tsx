import { Icon, type IconProps } from './Icon';

/** A way back (to the login, to the story). */
export const ArrowLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);
