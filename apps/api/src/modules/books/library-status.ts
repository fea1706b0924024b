import type { LibraryStatus } from '@okuryazar/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { libraryEntries } from '../../db/schema';
import { rowsOf } from '../../db/raw-sql';
import { assertMayActOn } from '../../policies/blocks';
import { visibleBooksSql, type Viewer } from '../../policies/books';
import { forgetRecommendations } from '../dashboard/recommendation-cache';
import { loadVisibleBookCard } from './books.service';

/**
 * PUT /library/{bookId}/status: the reader's own choice, kept against what reading would set.
 * A story not yet in the library is added with it (adding acts on the author's work: 403
 * BLOCKED across a block).
 */
export async function setLibraryStatus(ctx: AppContext, viewer: Viewer, bookId: number, status: LibraryStatus) {
  const book = await loadVisibleBookCard(ctx.db, viewer, bookId, ctx.clock());
  const [updated] = await ctx.db
    .update(libraryEntries)
    .set({ status, statusChosen: true })
    .where(and(eq(libraryEntries.userId, viewer.id), eq(libraryEntries.bookId, bookId)))
    .returning({ bookId: libraryEntries.bookId });
  if (!updated) {
    await assertMayActOn(ctx.db, viewer.id, book.authorId);
    await ctx.db
      .insert(libraryEntries)
      .values({ userId: viewer.id, bookId, status, statusChosen: true })
      .onConflictDoUpdate({ target: [libraryEntries.userId, libraryEntries.bookId], set: { status, statusChosen: true } });
    forgetRecommendations(ctx, viewer.id);
  }
  return { status, isInLibrary: true as const };
}

/**
 * What reading a chapter says about a story the reader keeps, unless they chose its status:
 * a planned story is being read; the last published chapter of a completed story finishes it.
 * One statement on the entry's primary key; nothing when the story is not in the library.
 */
export async function advanceLibraryStatus(db: DbOrTx, userId: number, bookId: number, chapterId: number): Promise<void> {
  await db.execute(sql`
    with reached as (
      select case
        when b.is_completed and not exists (
          select 1 from chapters later
          where later.book_id = b.id and later.is_published and later.removed_at is null and later.chapter_number > c.chapter_number
        ) then 'finished' else 'reading' end as status
      from chapters c join books b on b.id = c.book_id
      where c.id = ${chapterId} and b.id = ${bookId}
    )
    update library_entries l set status = reached.status
    from reached
    where l.user_id = ${userId} and l.book_id = ${bookId} and not l.status_chosen
      and (l.status = 'planned' or (l.status = 'reading' and reached.status = 'finished'))`);
}

/** How many of the reader's books have each status: one pass over their library's primary key. */
export async function libraryStatusCounts(db: DbOrTx, userId: number, now: number): Promise<Record<LibraryStatus, number>> {
  const counts: Record<LibraryStatus, number> = { reading: 0, planned: 0, finished: 0, dropped: 0 };
  const rows = await rowsOf<{ status: LibraryStatus; count: number }>(
    db,
    sql`select l.status, count(*)::int as count
        from users v
        join library_entries l on l.user_id = v.id
        join books b on b.id = l.book_id
        where v.id = ${userId} and ${visibleBooksSql(now)}
        group by l.status`,
    'library_status_counts',
  );
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
