import { Icon, type IconProps } from '../../components/icons';

/** Download arrow in the shared 24 × 24 stroke style. */
export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </Icon>
);
