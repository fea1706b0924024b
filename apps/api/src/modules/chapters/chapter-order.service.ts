import { MSG } from '@okuryazar/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { books, chapters } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { invalidateShelves } from '../../lib/shelf-cache';
import type { AuthUser } from '../../lib/session';
import { loadOwnBook } from '../../policies/authoring';
import { assertNotRemoved } from '../../policies/moderation';
import { loadStoryChapters } from '../stories/stories.service';
import { intArrayParam } from '../../db/raw-sql';
import { renumberChapters } from './renumber';

/**
 * PUT /stories/{id}/chapter-order (docs/PRODUCT.md#reading-comfort-and-writers-tools). `ids` must be exactly the story's chapters,
 * each once (400 otherwise); they are renumbered 1..n in that order in one transaction. The
 * book's chapters are locked first, in id order, as a deletion does (every other chapter
 * writer locks its chapter before the book), so the chapters checked cannot change until the
 * commit. A chapter created before the lock makes the list incomplete (400); one created
 * after it took the number after the last (n + 1) and keeps it: only the listed chapters are
 * renumbered. The numbers move through negative values (chapters_book_number_uq is checked
 * per row), with the per-row fact trigger held back and the book's facts (first chapter,
 * list version) recounted once.
 * Counters, texts and versions (updated_at) of the chapters do not move.
 */
export async function reorderChapters(ctx: AppContext, user: AuthUser, storyId: number, ids: readonly number[]) {
  const book = await loadOwnBook(ctx.db, user, storyId);
  assertNotRemoved(book);
  const moved = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: chapters.id, chapterNumber: chapters.chapterNumber })
      .from(chapters)
      .where(eq(chapters.bookId, book.id))
      .orderBy(asc(chapters.id))
      .for('update');
    const known = new Set(rows.map((r) => r.id));
    if (rows.length !== ids.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw badRequest(MSG.chapterOrderInvalid);
    }
    const number = new Map(rows.map((r) => [r.id, r.chapterNumber]));
    // Already in this order and numbered 1..n: nothing to write, nothing for readers to refetch.
    if (ids.every((id, i) => number.get(id) === i + 1)) return false;
    const listed = intArrayParam(ids);
    await renumberChapters(tx, book.id, async () => {
      await tx.execute(sql`update chapters set chapter_number = -chapter_number where book_id = ${book.id} and id = any (${listed}::int[])`);
      await tx.execute(sql`
        update chapters c set chapter_number = o.n
        from unnest(${listed}::int[]) with ordinality as o(id, n)
        where c.id = o.id and c.book_id = ${book.id}`);
    });
    await tx.update(books).set({ updatedAt: new Date(ctx.clock()) }).where(eq(books.id, book.id));
    return true;
  });
  // Cached cards carry the story's first chapter ("Okumaya başla").
  if (moved && book.isPublished) await invalidateShelves(ctx);
  return { message: MSG.chapterOrderSaved, chapters: await loadStoryChapters(ctx.db, book.id) };
}
