import { useId } from 'react';
import type { ReactNode } from 'react';
import type { BookCard } from '@okuryazar/shared';
import { BookPreviewCard } from '../../components/books/BookPreviewCard';
import { BookOpenIcon, ChevronIcon } from '../../components/books/bookIcons';
import { useDragScroll } from './useDragScroll';
import styles from './Shelf.module.css';

/** Shelf cards are 120 px wide on phones and 140 px from 640 px up (Shelf.module.css). */
const SHELF_COVER_SIZES = '(min-width: 640px) 140px, 120px';

interface ShelfProps {
  title: string;
  books: BookCard[];
  emptyText: string;
  onOpen: (book: BookCard, trigger: HTMLElement) => void;
  /** The first shelf with books: its first cover is the page's LCP image. */
  priority?: boolean;
  /** Optional link or hint shown beside the title (e.g. "Tümünü gör"). */
  action?: ReactNode;
}

/** One titled, horizontally scrolling shelf of book cards. */
export function Shelf({ title, books, emptyText, onOpen, action, priority = false }: ShelfProps) {
  const headingId = useId();
  const { ref, dragging, canPrev, canNext, scrollByPage, handlers } =
    useDragScroll<HTMLUListElement>(books.length);
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
                <ChevronIcon direction="left" />
              </button>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => scrollByPage(1)}
                disabled={!canNext}
                aria-label={`${title}: sonraki kitaplar`}
              >
                <ChevronIcon direction="right" />
              </button>
            </div>
          )}
        </div>
      </div>

      {books.length === 0 ? (
        <div className={styles.empty}>
          <BookOpenIcon className={styles.emptyIcon} width={28} height={28} />
          <p className={styles.emptyText}>{emptyText}</p>
        </div>
      ) : (
        <ul
          ref={ref}
          role="list"
          className={styles.row}
          data-dragging={dragging || undefined}
          data-fade-start={canPrev || undefined}
          data-fade-end={canNext || undefined}
          {...handlers}
        >
          {books.map((book, index) => (
            <li key={book.book_id} className={styles.item}>
              <BookPreviewCard book={book} onOpen={onOpen} coverPriority={priority && index === 0} coverSizes={SHELF_COVER_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
