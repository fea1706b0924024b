import type { ContinueReadingItem } from '@okuryazar/shared';
import { LIMITS } from '@okuryazar/shared';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { ContinueCard } from './ContinueCard';
import { ShelfFrame } from './Shelf';
import { SHELF_TITLES } from './shelfTitles';
import styles from './DashboardPage.module.css';

interface ContinueShelfProps {
  /** The stories with progress, most recent first: one more than the shelf shows when there are more. */
  items: ContinueReadingItem[];
  /** The first shelf on the page: its first cover is the page's LCP image. */
  priority?: boolean;
}

/**
 * "Okumaya devam et" (issue 28 item 5): the stories the reader is in, the last read first,
 * each opening at the place saved in it; "Tümünü gör" when there are more than it shows.
 * Nothing at all for a reader who has not started a story.
 */
export function ContinueShelf({ items, priority = false }: ContinueShelfProps) {
  if (items.length === 0) return null;
  const shown = items.slice(0, LIMITS.continueReadingShelfSize);
  const more = items.length > shown.length;
  return (
    <ShelfFrame
      title={SHELF_TITLES.continueReading}
      items={shown}
      itemKey={(item) => item.book.book_id}
      renderItem={(item, index) => <ContinueCard item={item} coverPriority={priority && index === 0} />}
      empty={null}
      wide
      action={
        more ? (
          <Link to={paths.continueReading} className={styles.seeAll} aria-label={`Tümünü gör: ${SHELF_TITLES.continueReading}`}>
            Tümünü gör
          </Link>
        ) : undefined
      }
    />
  );
}
