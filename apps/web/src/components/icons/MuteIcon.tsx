import { Icon, type IconProps } from './Icon';

/** "Sessize al": a speaker struck through. */
export const MuteIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M11 5 6.5 9H4v6h2.5L11 19V5Z" />
    <path d="m16 9.5 5 5M21 9.5l-5 5" />
  </Icon>
);
