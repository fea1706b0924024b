import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { books, chapters, users } from '../../db/schema';
import { withinTransaction } from '../../lib/context-scope';
import { AppError } from '../../lib/errors';
import type { JobProcessor } from '../../lib/jobs/runner';
import { invalidateShelves } from '../../lib/shelf-cache';
import { isSuspended } from '../../policies/moderation';
import { setChapterPublished } from '../chapters/chapters.service';
import { resultRows } from '../../db/raw-sql';

const KIND = 'schedule.publish';

/** Due chapters turned into jobs per tick at most; the next tick takes the rest. */
const ENQUEUE_LIMIT = 10_000;

/**
 * Turns every chapter whose time has come into one publishing job (keyed by the chapter, so
 * any number of instances ticking at once add it once). One statement, whatever the count.
 * Each chapter is then published by its own job: one that fails is retried with backoff and
 * parked for an operator if it keeps failing, and never holds back the others (issue 26).
 */
export async function enqueueDueChapters(ctx: AppContext): Promise<number> {
  const now = new Date(ctx.clock()).toISOString();
  const rows = resultRows<{ id: number }>(
    await ctx.db.execute(sql`
      insert into jobs (kind, key, payload, run_at)
      select ${KIND}, c.id::text, jsonb_build_object('chapterId', c.id), ${now}::timestamptz
      from chapters c
      where c.publish_at is not null and c.publish_at <= ${now}::timestamptz
      order by c.publish_at, c.id
      limit ${ENQUEUE_LIMIT}
      on conflict (kind, key) where key is not null do nothing
      returning id`),
  );
  return rows.length;
}

export interface ScheduledPublishLog {
  warn(details: object, message: string): void;
}

/**
 * Publishes one scheduled chapter through the author's own publish call, exactly once: the
 * chapter is locked, and a schedule that was cancelled, moved later or already settled by
 * the time the job runs does nothing. A refusal the author would get too (a moderator
 * removed it, the author is suspended) drops the schedule: it cannot succeed later either.
 */
export function scheduledPublish(log: ScheduledPublishLog): JobProcessor<{ chapterId: number }> {
  return {
    kind: KIND,
    async run(ctx, job) {
      const now = ctx.clock();
      const published = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: chapters.id,
            bookId: chapters.bookId,
            isPublished: chapters.isPublished,
            publishAt: chapters.publishAt,
            author: { id: users.id, username: users.username, birthDate: users.birthDate, suspendedAt: users.suspendedAt, suspendedUntil: users.suspendedUntil },
          })
          .from(chapters)
          .innerJoin(books, eq(books.id, chapters.bookId))
          .innerJoin(users, eq(users.id, books.authorId))
          .where(eq(chapters.id, job.payload.chapterId))
          .for('update', { of: chapters });
        if (!row || row.publishAt === null || row.publishAt.getTime() > now) return false;
        const drop = async (code: string) => {
          await tx.update(chapters).set({ publishAt: null }).where(eq(chapters.id, row.id));
          log.warn({ chapterId: row.id, code }, 'scheduled chapter could not be published; schedule dropped');
          return false;
        };
        // Published by hand through a path that does not settle schedules: nothing to do.
        if (row.isPublished) {
          await tx.update(chapters).set({ publishAt: null }).where(eq(chapters.id, row.id));
          return false;
        }
        // A suspended author publishes nothing, by hand or by schedule (issue 27).
        if (isSuspended(row.author, now)) return drop('SUSPENDED');
        try {
          await setChapterPublished(withinTransaction(ctx, tx), row.author, row.id, { book_id: row.bookId }, true);
          return true;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return drop(error.code);
        }
      });
      if (published) await invalidateShelves(ctx);
    },
  };
}
