import { DropdownMenu, DropdownMenuItem, MoreIcon } from '../../components';
import { UserSafetyMenu, type ReportTarget } from '../safety';
import { TrashIcon } from '../../components/icons';
import styles from './Posts.module.css';

interface ItemMenuProps {
  /** Accessible name of the trigger, e.g. 'Gönderi seçenekleri'. */
  label: string;
  /** The item is the viewer's own: 'Sil' (docs/PRODUCT.md#people-and-permissions) instead of report, mute and block. */
  canDelete: boolean;
  onDelete: () => void;
  /** What "Şikayet et" reports, and whose item it is (for "Sessize al" and "Engelle"). */
  report: ReportTarget;
  author: { id: number; name: string };
  small?: boolean;
}

/** The ⋯ menu of a post or comment (Radix dropdown): 'Sil' on one's own, 'Şikayet et', 'Sessize al' and 'Engelle' on others'. */
export function ItemMenu({ label, canDelete, onDelete, report, author, small }: ItemMenuProps) {
  const trigger = (
    <button type="button" className={[styles.menuButton, small ? styles.menuButtonSmall : ''].join(' ')} aria-label={label}>
      <MoreIcon size={small ? 18 : 20} />
    </button>
  );
  if (!canDelete) {
    return <UserSafetyMenu userId={author.id} name={author.name} report={report} label={label} trigger={trigger} />;
  }
  return (
    <DropdownMenu align="end" contentLabel={label} trigger={trigger}>
      <DropdownMenuItem tone="danger" icon={<TrashIcon size={18} />} onSelect={onDelete}>
        Sil
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
