import { DropdownMenu, DropdownMenuItem } from '../../components';
import { FlagIcon, MoreIcon, TrashIcon } from './icons';
import styles from './Posts.module.css';

interface ItemMenuProps {
  /** Accessible name of the trigger, e.g. 'Gönderi seçenekleri'. */
  label: string;
  /** Only the author sees 'Sil' (SPEC §6). */
  canDelete: boolean;
  onDelete: () => void;
  onReport: () => void;
  small?: boolean;
}

/** The ⋯ menu of a post or comment (Radix dropdown): 'Sil' for the author, 'Şikayet Et' for everyone. */
export function ItemMenu({ label, canDelete, onDelete, onReport, small }: ItemMenuProps) {
  return (
    <DropdownMenu
      align="end"
      contentLabel={label}
      trigger={
        <button type="button" className={[styles.menuButton, small ? styles.menuButtonSmall : ''].join(' ')} aria-label={label}>
          <MoreIcon size={small ? 18 : 20} />
        </button>
      }
    >
      {canDelete && (
        <DropdownMenuItem tone="danger" icon={<TrashIcon size={18} />} onSelect={onDelete}>
          Sil
        </DropdownMenuItem>
      )}
      <DropdownMenuItem icon={<FlagIcon size={18} />} onSelect={onReport}>
        Şikayet Et
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
