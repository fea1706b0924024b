import { CATEGORIES } from '@okuryazar/shared';
import { DropdownMenuItem } from '../../components';

/**
 * The categories menu's 20 items, loaded with the menu's code (CategoriesMenu.tsx): the names
 * are read only when the menu opens, so they stay off every page's first load (DESIGN §5).
 */
export function CategoryItems({ onChoose }: { onChoose: (categoryId: number) => void }) {
  return (
    <>
      {CATEGORIES.map((c) => (
        <DropdownMenuItem key={c.id} onSelect={() => onChoose(c.id)}>
          {c.name}
        </DropdownMenuItem>
      ))}
    </>
  );
}
