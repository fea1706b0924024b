import type { BookCard } from '@okuryazar/shared';
import { BookPreviewCard } from '../../components/books';
import styles from './ShelfPage.module.css';

/** A shelf's books in the page's grid, the first cover loaded first; `stale` while another page's books stand in. */
export function ShelfGrid({ books, stale, titleAs }: { books: BookCard[]; stale: boolean; titleAs: 'h2' | 'h3' }) {
  return (
    <ul className={styles.grid} role="list" aria-busy={stale || undefined} data-stale={stale || undefined}>
      {books.map((book, index) => (
        <li key={book.book_id}>
          <BookPreviewCard book={book} titleAs={titleAs} showChapterCount coverPriority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
