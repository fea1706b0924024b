import { Icon, type IconProps } from './Icon';

export const BookOpenIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 6.5C10.2 5 7.6 4.3 3 4.5v14c4.6-.2 7.2.5 9 2 1.8-1.5 4.4-2.2 9-2v-14c-4.6-.2-7.2.5-9 2Z" />
    <path d="M12 6.5v14" />
  </Icon>
);
