import { useId } from 'react';
import type { ReactNode } from 'react';
import type { BookCard } from '@okuryazar/shared';
import { BookPreviewCard } from '../../components/books/BookPreviewCard';
import { BookOpenIcon, ChevronIcon } from '../../components/icons';
import { useDragScroll } from './useDragScroll';
import styles from './Shelf.module.css';

/** Shelf cards are 120 px wide on phones and 140 px from 640 px up (Shelf.module.css). */
const SHELF_COVER_SIZES = '(min-width: 640px) 140px, 120px';

interface ShelfFrameProps<T> {
  title: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** What an empty shelf says (and offers). */
  empty: ReactNode;
  /** Optional link or hint shown beside the title (e.g. "Tümünü gör"). */
  action?: ReactNode;
  /** Wide cards (a cover beside text) instead of cover cards. */
  wide?: boolean;
}

/** One titled, horizontally scrolling shelf (dragged with the mouse, swiped, or paged with its arrows). */
export function ShelfFrame<T>({ title, items, itemKey, renderItem, empty, action, wide = false }: ShelfFrameProps<T>) {
  const headingId = useId();
  const { ref, dragging, canPrev, canNext, scrollByPage, handlers } = useDragScroll<HTMLUListElement>(items.length);
  const overflowing = canPrev || canNext;

  return (
    <section className={styles.shelf} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 className={styles.title} id={headingId}>
          {title}
        </h2>
        <div className={styles.tools}>
          {action}
          {overflowing && (
            <div className={styles.arrows}>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => scrollByPage(-1)}
                disabled={!canPrev}
                aria-label={`${title}: önceki kitaplar`}
              >
                <ChevronIcon direction="left" size={16} />
              </button>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => scrollByPage(1)}
                disabled={!canNext}
                aria-label={`${title}: sonraki kitaplar`}
              >
                <ChevronIcon direction="right" size={16} />
              </button>
            </div>
          )}
        </div>
      </div>

      {items.length === 0 ? (
        empty
      ) : (
        <ul
          ref={ref}
          role="list"
          className={styles.row}
          data-wide={wide || undefined}
          data-dragging={dragging || undefined}
          data-fade-start={canPrev || undefined}
          data-fade-end={canNext || undefined}
          {...handlers}
        >
          {items.map((item, index) => (
            <li key={itemKey(item)} className={styles.item}>
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An empty shelf: what it holds once there is something, and maybe the way to get something. */
export function ShelfEmpty({ text, hint, action }: { text: string; hint?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <BookOpenIcon className={styles.emptyIcon} width={28} height={28} />
      <div className={styles.emptyBody}>
        <p className={styles.emptyText}>{text}</p>
        {hint ? <p className={styles.emptyHint}>{hint}</p> : null}
      </div>
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  );
}

interface ShelfProps {
  title: string;
  books: BookCard[];
  emptyText: string;
  /** Beside an empty shelf's text: how to fill it. */
  emptyHint?: ReactNode;
  emptyAction?: ReactNode;
  onOpen: (book: BookCard, trigger: HTMLElement) => void;
  /** The first shelf with books: its first cover is the page's LCP image. */
  priority?: boolean;
  /** Optional link or hint shown beside the title (e.g. "Tümünü gör"). */
  action?: ReactNode;
}

/** A shelf of book cards (docs/PRODUCT.md#dashboard). */
export function Shelf({ title, books, emptyText, emptyHint, emptyAction, onOpen, action, priority = false }: ShelfProps) {
  return (
    <ShelfFrame
      title={title}
      items={books}
      itemKey={(book) => book.book_id}
      renderItem={(book, index) => (
        <BookPreviewCard book={book} onOpen={onOpen} coverPriority={priority && index === 0} coverSizes={SHELF_COVER_SIZES} />
      )}
      empty={<ShelfEmpty text={emptyText} hint={emptyHint} action={emptyAction} />}
      action={action}
    />
  );
}
