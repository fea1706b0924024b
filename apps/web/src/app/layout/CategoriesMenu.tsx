import { ChevronDownIcon, DropdownMenu, DropdownMenuLabel, GridIcon } from '../../components';
import { deferredModule } from '../../lib/deferred';
import styles from './Header.module.css';

/** The items' code (the category names) arrives with the menu's own, after the first paint. */
const categoryItems = deferredModule(() => import('./categoryItems'));

/** Starts loading the items' code (idempotent); tests await it so the menu opens synchronously. */
export const loadCategoryItems = categoryItems.load;

/** The items, once the menu is open (the DropdownMenu has waited for their code). */
function Items({ onChoose }: { onChoose: (categoryId: number) => void }) {
  const loaded = categoryItems.get();
  return loaded ? <loaded.CategoryItems onChoose={onChoose} /> : null;
}

/** The 20 categories as a two-column menu; the caller decides what choosing one does. */
export function CategoriesMenu({ onChoose, compact }: { onChoose: (categoryId: number) => void; compact?: boolean }) {
  return (
    <DropdownMenu
      columns={2}
      content={categoryItems}
      trigger={
        <button type="button" className={compact ? styles.navButtonCompact : styles.navButton}>
          <GridIcon size={18} />
          Kategoriler
          <ChevronDownIcon size={16} className={styles.chevron} />
        </button>
      }
    >
      <DropdownMenuLabel>Türlere göz atın</DropdownMenuLabel>
      <Items onChoose={onChoose} />
    </DropdownMenu>
  );
}
