import { sql, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { PURGE_BATCH, runPurgeSteps, tableStep, type PurgeStep } from '../../lib/jobs/purge';
import { enqueueJob } from '../../lib/jobs/queue';
import type { ClaimedJob, JobProcessor } from '../../lib/jobs/runner';
import { resultRows } from '../../db/raw-sql';

const KIND = 'purge.story';

export interface StoryPurgeJob {
  bookId: number;
  /** Index into the steps below of the first one not finished yet. */
  step: number;
}

/** The story's chapters, for the child tables keyed by chapter. */
const storyChapters = (bookId: number): SQL => sql`(select id from chapters where book_id = ${bookId})`;

/**
 * Leaves first, so no delete cascades into a large set: likes of the comments, notices,
 * then comments from the newest (answers come after what they answer, so a parent's
 * cascade finds its replies already gone), the chapters' other children, the book's own
 * children, then chapters one at a time and finally the book row.
 */
export const STORY_PURGE_STEPS: readonly PurgeStep<number>[] = [
  tableStep('comment_likes', (b) => sql`t.comment_id in (select c.id from comments c where c.chapter_id in ${storyChapters(b)})`),
  tableStep('notifications', (b) => sql`t.book_id = ${b}`),
  tableStep('notifications', (b) => sql`t.chapter_id in ${storyChapters(b)}`),
  {
    async run(tx, bookId) {
      const rows = resultRows<{ one: number }>(
        await tx.execute(sql`
          delete from comments where id in (
            select id from comments where chapter_id in ${storyChapters(bookId)} order by id desc limit ${PURGE_BATCH})
          returning 1 as one`),
      );
      return rows.length;
    },
  },
  tableStep('chapter_views', (b) => sql`t.chapter_id in ${storyChapters(b)}`),
  tableStep('chapter_view_days', (b) => sql`t.chapter_id in ${storyChapters(b)}`),
  tableStep('chapter_likes', (b) => sql`t.chapter_id in ${storyChapters(b)}`),
  tableStep('chapter_revisions', (b) => sql`t.chapter_id in ${storyChapters(b)}`, 500),
  tableStep('chapter_drafts', (b) => sql`t.chapter_id in ${storyChapters(b)}`, 500),
  tableStep('reading_progress', (b) => sql`t.book_id = ${b}`),
  tableStep('library_entries', (b) => sql`t.book_id = ${b}`),
  tableStep('reading_list_books', (b) => sql`t.book_id = ${b}`),
  tableStep('beta_comments', (b) => sql`t.chapter_id in ${storyChapters(b)}`),
  tableStep('beta_links', (b) => sql`t.book_id = ${b}`),
  tableStep('book_tags', (b) => sql`t.book_id = ${b}`),
  // One chapter a transaction: its delete triggers keep the book's facts, row by row.
  tableStep('chapters', (b) => sql`t.book_id = ${b}`, 1),
  tableStep('books', (b) => sql`t.id = ${b} and t.deleted_at is not null`, 1),
];

/** Called in the deleting transaction: the purge starts only if the tombstone commits. */
export async function enqueueStoryPurge(db: DbOrTx, bookId: number, now: Date): Promise<void> {
  await enqueueJob(db, KIND, { bookId, step: 0 } satisfies StoryPurgeJob, { key: String(bookId), runAt: now });
}

/**
 * Deletes a story its author deleted (books.deleted_at set, unpublished, so gone for
 * everyone already) in short transactions of at most PURGE_BATCH rows, each committed with
 * its checkpoint, so no reader of anything else waits on it. A batch that deletes nothing
 * finishes its step. Every step is safe to repeat, so a job taken over after a crash goes on
 * from its last checkpoint.
 */
export const storyPurge: JobProcessor<StoryPurgeJob> = {
  kind: KIND,
  async run(ctx, job: ClaimedJob<StoryPurgeJob>) {
    const { bookId, step } = job.payload;
    // Only a story its author deleted: the row goes last, so a rerun after the end finds none.
    const tomb = resultRows<{ one: number }>(await ctx.db.execute(sql`select 1 as one from books where id = ${bookId} and deleted_at is not null`));
    if (tomb.length === 0) return;
    await runPurgeSteps(ctx, job, STORY_PURGE_STEPS, bookId, step, (next) => ({ bookId, step: next }));
  },
};

/**
 * Notices about a deleted story or chapter are gone from their readers' lists and unread
 * counts as soon as the deletion commits, before the purge job deletes them: two primary key
 * lookups a notice, only for notices that name a story or chapter.
 */
export function notAboutDeletedStory(): SQL {
  return sql`(${notifications.bookId} is null or not exists (select 1 from books db where db.id = ${notifications.bookId} and db.deleted_at is not null))
    and (${notifications.chapterId} is null or not exists (select 1 from chapters dc join books db on db.id = dc.book_id where dc.id = ${notifications.chapterId} and db.deleted_at is not null))`;
}
