import { matchRanges, type BookCard } from '@okuryazar/shared';
import { Highlight } from '../../../components';
import styles from './Search.module.css';

const SNIPPET_RADIUS = 48;

/** The part of a description around its first match, with ellipses where it was cut. */
function snippet(text: string, start: number): string {
  const from = Math.max(0, start - SNIPPET_RADIUS);
  const to = Math.min(text.length, start + SNIPPET_RADIUS * 2);
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}

/**
 * Why a book is in the results (docs/PRODUCT.md#discovery): the title with the matched words marked, else the
 * description around them, else the search found it by a word's root or a likely typo.
 */
export function MatchReason({ book, query }: { book: BookCard; query: string }) {
  if (matchRanges(book.title, query).length > 0) {
    return (
      <p className={styles.match}>
        <span className={styles.matchLabel}>Başlıkta:</span> <Highlight text={book.title} query={query} />
      </p>
    );
  }
  const description = (book.description ?? '').replace(/\s+/g, ' ');
  const [first] = matchRanges(description, query);
  if (first) {
    return (
      <p className={styles.match}>
        <span className={styles.matchLabel}>Açıklamada:</span> <Highlight text={snippet(description, first[0])} query={query} />
      </p>
    );
  }
  return (
    <p className={styles.match}>
      <span className={styles.matchLabel}>Benzer sözcük ya da etiket eşleşmesi</span>
    </p>
  );
}
