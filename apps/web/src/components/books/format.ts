import type { BookCard } from '@okuryazar/shared';
import { paths } from '../../config/paths';
import { formatCompact, formatInteger } from '../../lib/turkishNumbers';

/** 1234 → "1,2 B", 1500000 → "1,5 Mn" (Turkish compact notation; no Intl, see lib/turkishNumbers). */
export function formatCount(value: number): string {
  return formatCompact(value);
}

/** 1234 → "1.234", for accessible labels where the exact figure matters. */
export function formatFullCount(value: number): string {
  return formatInteger(value);
}

/** 'Devam et' when the reader has progress, otherwise 'Okumaya Başla'. */
export function readLabel(book: Pick<BookCard, 'last_read'>): string {
  return book.last_read ? 'Devam et' : 'Okumaya Başla';
}

/**
 * The reader path to open, or null when the book has no published chapter yet: the chapter
 * the reader is in, opened at their place in it, else the first one.
 */
export function readPath(
  book: Pick<BookCard, 'book_id' | 'last_read' | 'first_chapter_id'>,
): string | null {
  if (book.last_read) return paths.readResume(book.book_id, book.last_read.chapter_id);
  return book.first_chapter_id == null ? null : paths.read(book.book_id, book.first_chapter_id);
}
