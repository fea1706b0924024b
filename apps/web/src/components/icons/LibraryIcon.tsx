import { Icon, type IconProps } from './Icon';

export const LibraryIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="4" width="4" height="16" rx="1" />
    <rect x="9.5" y="4" width="4" height="16" rx="1" />
    <path d="m15.6 5.3 3.4-.9 3.1 14.7-3.4.9Z" />
  </Icon>
);
