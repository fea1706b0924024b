import type { BookCard } from '@okuryazar/shared';
import { compareTr, trLower } from '@okuryazar/shared';

/** SPEC §4 Library sort modes. */
export type LibrarySort = 'alphabetical' | 'lastRead';

type LibraryBook = Pick<BookCard, 'title' | 'last_read'>;

/**
 * Case-insensitive, Turkish-aware title substring match (SPEC §9): 'İSTANBUL' finds
 * 'istanbul', but 'ılık' does not find 'ilik' (dotted and dotless i are different letters).
 * A blank query keeps every book.
 */
export function filterLibrary<T extends LibraryBook>(books: readonly T[], query: string): T[] {
  const needle = trLower(query.trim());
  if (!needle) return [...books];
  return books.filter((book) => trLower(book.title).includes(needle));
}

function lastReadTime(book: LibraryBook): number | null {
  if (!book.last_read) return null;
  const time = Date.parse(book.last_read.updated_at);
  return Number.isNaN(time) ? null : time;
}

/**
 * 'alphabetical': Turkish collation (Ç after C, Ş after S, ı before i).
 * 'lastRead': most recently read first, then the books never opened in the server's order
 * (most recently added first). Never mutates the input.
 */
export function sortLibrary<T extends LibraryBook>(books: readonly T[], mode: LibrarySort): T[] {
  const list = [...books];
  if (mode === 'alphabetical') {
    return list.sort((a, b) => compareTr(a.title, b.title));
  }
  return list.sort((a, b) => {
    const ta = lastReadTime(a);
    const tb = lastReadTime(b);
    if (ta === null && tb === null) return 0;
    if (ta === null) return 1;
    if (tb === null) return -1;
    return tb - ta;
  });
}

/** Filter, then sort: what the library grid shows. */
export function visibleLibrary<T extends LibraryBook>(books: readonly T[], query: string, mode: LibrarySort): T[] {
  return sortLibrary(filterLibrary(books, query), mode);
}
