import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Runs `renumber` (statements that change the chapter numbers of one book) with the book's
 * per-row fact trigger held back, then recounts the book's facts once (migration 0023).
 * Without this, each moved row would lock the book and recount all its chapters, and a
 * renumbering moves every row twice (through negative numbers, for chapters_book_number_uq):
 * 2n recounts of n chapters. The setting is local to the transaction and cleared again before
 * returning, so later statements of the same transaction fire the trigger as usual. Only
 * number changes are held back: a statement that also publishes, renames or moves a chapter
 * still fires the trigger for that row.
 */
export async function renumberChapters<T>(tx: Tx, bookId: number, renumber: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('okuryazar.renumbering_book', ${String(bookId)}, true)`);
  const result = await renumber();
  await tx.execute(sql`select set_config('okuryazar.renumbering_book', '', true)`);
  await tx.execute(sql`select refresh_book_chapter_facts(array[${bookId}::int])`);
  return result;
}
