import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { books, chapters, users } from '../../db/schema';
import { withinTransaction } from '../../lib/context-scope';
import { deliverOutcome } from '../../lib/deliver-outcome';
import { AppError } from '../../lib/errors';
import type { Outcome } from '../../lib/outcome';
import { invalidateShelves } from '../../lib/shelf-cache';
import { setChapterPublished } from '../chapters/chapters.service';

/** Chapters claimed per transaction; the next tick (or another instance) takes the rest. */
const BATCH = 25;

export interface DueRunResult {
  published: number[];
  /** Schedules dropped because publishing was refused (e.g. a moderator removed the chapter). */
  dropped: number[];
}

/**
 * Publishes the chapters whose time has come, exactly once across instances: the due rows
 * are locked with FOR UPDATE SKIP LOCKED, so a row held by one instance is invisible to the
 * others, and each is published through the author's own publish call inside that same
 * transaction, which also clears publish_at. A crash before the commit leaves the rows due
 * for the next claim; after it they are no longer due. Notifications go out after the commit.
 */
export async function publishDueChapters(ctx: AppContext, onDrop?: (chapterId: number, error: AppError) => void): Promise<DueRunResult> {
  const result: DueRunResult = { published: [], dropped: [] };
  const outcomes: Outcome<unknown>[] = [];
  const now = new Date(ctx.clock());
  await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: chapters.id,
        bookId: chapters.bookId,
        isPublished: chapters.isPublished,
        author: { id: users.id, username: users.username, birthDate: users.birthDate },
      })
      .from(chapters)
      .innerJoin(books, eq(books.id, chapters.bookId))
      .innerJoin(users, eq(users.id, books.authorId))
      .where(and(isNotNull(chapters.publishAt), lte(chapters.publishAt, now)))
      .orderBy(asc(chapters.publishAt), asc(chapters.id))
      .limit(BATCH)
      .for('update', { of: chapters, skipLocked: true });
    const scoped = withinTransaction(ctx, tx);
    for (const row of due) {
      if (row.isPublished) {
        // Published by hand through a path that does not settle schedules: nothing to do.
        await tx.update(chapters).set({ publishAt: null }).where(eq(chapters.id, row.id));
        continue;
      }
      try {
        outcomes.push(await setChapterPublished(scoped, row.author, row.id, { book_id: row.bookId }, true));
        result.published.push(row.id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // A refusal the author would have got too: the schedule cannot succeed later either.
        await tx.update(chapters).set({ publishAt: null }).where(eq(chapters.id, row.id));
        result.dropped.push(row.id);
        onDrop?.(row.id, error);
      }
    }
  });
  if (result.published.length > 0) await invalidateShelves(ctx);
  for (const outcome of outcomes) await deliverOutcome(ctx, outcome);
  return result;
}
