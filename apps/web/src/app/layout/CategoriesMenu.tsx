import { CATEGORIES } from '@okuryazar/shared';
import { ChevronDownIcon, DropdownMenu, DropdownMenuItem, DropdownMenuLabel, GridIcon } from '../../components';
import styles from './Header.module.css';

/** The 20 categories as a two-column menu; the caller decides what choosing one does. */
export function CategoriesMenu({ onChoose, compact }: { onChoose: (categoryId: number) => void; compact?: boolean }) {
  return (
    <DropdownMenu
      columns={2}
      trigger={
        <button type="button" className={compact ? styles.navButtonCompact : styles.navButton}>
          <GridIcon size={18} />
          Kategoriler
          <ChevronDownIcon size={16} className={styles.chevron} />
        </button>
      }
    >
      <DropdownMenuLabel>Türlere göz atın</DropdownMenuLabel>
      {CATEGORIES.map((c) => (
        <DropdownMenuItem key={c.id} onSelect={() => onChoose(c.id)}>
          {c.name}
        </DropdownMenuItem>
      ))}
    </DropdownMenu>
  );
}
