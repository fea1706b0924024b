import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { runPurgeSteps, tableStep, type PurgeStep } from '../../lib/jobs/purge';
import { enqueueJob } from '../../lib/jobs/queue';
import type { ClaimedJob, JobProcessor } from '../../lib/jobs/runner';
import { intArrayParam } from '../../db/raw-sql';
import { retireComments } from '../reader/comment-retire';
import { STORY_PURGE_STEPS } from '../stories/story-purge';
import { forgetReportsAbout, lowerCounters } from './account-counters';
import { resultRows } from '../../db/raw-sql';

const KIND = 'purge.account';

export interface AccountPurgeJob {
  userId: number;
  /** Index into ACCOUNT_STEPS of the first step not finished yet. */
  step: number;
  /** After those steps: the story being purged and the story purge's own step for it. */
  storyId: number | null;
  storyStep: number;
}

/** Comments retired per transaction: retireComments names the kept ones one by one. */
const RETIRE_BATCH = 1_000;

const own = (column: string) => (userId: number): SQL => sql`t.${sql.identifier(column)} = ${userId}`;
const userComments = (userId: number) => sql`(select id from comments where user_id = ${userId})`;
const userPosts = (userId: number) => sql`(select id from posts where user_id = ${userId})`;
const userPostComments = (userId: number) => sql`(select id from post_comments where user_id = ${userId})`;

/**
 * What the account owned, leaves first so no delete cascades into a large set. The counters
 * its likes and comments raised on what stays are lowered first, in one transaction with the
 * checkpoint that moves past them, so a rerun never lowers them twice.
 */
const accountSteps = (now: Date): readonly PurgeStep<number>[] => [
  {
    async run(tx, userId) {
      // Runs once: the checkpoint committed with it moves on whatever it answers.
      await lowerCounters(tx, userId);
      await forgetReportsAbout(tx, userId);
      return 0;
    },
  },
  tableStep('comment_likes', (u) => sql`t.user_id = ${u}`),
  tableStep('comment_likes', (u) => sql`t.comment_id in ${userComments(u)}`),
  {
    // Their comments as a deletion by hand takes them: answered ones stay as placeholders.
    async run(tx, userId) {
      // The batch is fixed first: retireComments reads its selection more than once, and the
      // placeholders it makes no longer carry the user.
      const batch = resultRows<{ id: number }>(
        await tx.execute(sql`select id from comments where user_id = ${userId} order by id desc limit ${RETIRE_BATCH}`),
      ).map((r) => Number(r.id));
      if (batch.length === 0) return 0;
      await retireComments(tx, sql`select unnest(${intArrayParam(batch)}::int[])`, now);
      return batch.length;
    },
  },
  tableStep('chapter_likes', own('user_id')),
  tableStep('chapter_views', own('user_id')),
  tableStep('notifications', own('user_id')),
  tableStep('notifications', own('sender_id')),
  tableStep('library_entries', own('user_id')),
  tableStep('reading_list_books', (u) => sql`t.list_id in (select id from reading_lists where user_id = ${u})`),
  tableStep('reading_lists', own('user_id')),
  tableStep('beta_comments', own('user_id')),
  tableStep('beta_links', own('reader_id')),
  tableStep('reading_progress', own('user_id')),
  tableStep('follows', own('follower_id')),
  tableStep('follows', own('followed_id')),
  tableStep('user_blocks', own('blocker_id')),
  tableStep('user_blocks', own('blocked_id')),
  tableStep('user_mutes', own('muter_id')),
  tableStep('user_mutes', own('muted_id')),
  tableStep('messages', own('sender_id')),
  tableStep('messages', own('recipient_id')),
  tableStep('conversations', own('user_low_id')),
  tableStep('conversations', own('user_high_id')),
  tableStep('post_comment_likes', own('user_id')),
  tableStep('post_comment_likes', (u) => sql`t.comment_id in ${userPostComments(u)}`),
  tableStep('post_comment_likes', (u) => sql`t.comment_id in (select id from post_comments where post_id in ${userPosts(u)})`),
  tableStep('post_comments', own('user_id')),
  tableStep('post_comments', (u) => sql`t.post_id in ${userPosts(u)}`),
  tableStep('post_likes', own('user_id')),
  tableStep('post_likes', (u) => sql`t.post_id in ${userPosts(u)}`),
  tableStep('posts', own('user_id')),
];

/** Called in the deleting transaction: the purge starts only if the deletion commits. */
export async function enqueueAccountPurge(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await enqueueJob(db, KIND, { userId, step: 0, storyId: null, storyStep: 0 } satisfies AccountPurgeJob, { key: String(userId), runAt: now });
}

/**
 * Deletes an account that deleted itself (issue 26 item 4: an account of any size is hidden at
 * once and purged in the background). The request froze it (users.deleted_at, suspended, its
 * stories tombstoned); this job deletes its rows in batches (lib/jobs/purge.ts), each
 * committed with its checkpoint, then each of its stories with the story purge's own steps,
 * and the users row last, when nothing large is left for its cascades.
 */
export const accountPurge: JobProcessor<AccountPurgeJob> = {
  kind: KIND,
  async run(ctx, job: ClaimedJob<AccountPurgeJob>) {
    const { userId } = job.payload;
    const frozen = resultRows<{ one: number }>(await ctx.db.execute(sql`select 1 as one from users where id = ${userId} and deleted_at is not null`));
    if (frozen.length === 0) return;
    const steps = accountSteps(new Date(ctx.clock()));
    await runPurgeSteps(ctx, job, steps, userId, job.payload.step, (step) => ({ userId, step, storyId: null, storyStep: 0 }));
    for (;;) {
      const [story] = resultRows<{ id: number }>(await ctx.db.execute(sql`select id from books where author_id = ${userId} order by id limit 1`));
      if (!story) break;
      const storyId = Number(story.id);
      // Tombstoned by the request; one created in the moment before it is tombstoned here.
      await ctx.db.execute(sql`update books set deleted_at = ${new Date(ctx.clock())}, is_published = false where id = ${storyId} and deleted_at is null`);
      // A job taken over mid-story goes on from that story's checkpoint.
      const from = job.payload.storyId === storyId ? job.payload.storyStep : 0;
      await runPurgeSteps(ctx, job, STORY_PURGE_STEPS, storyId, from, (storyStep) => ({ userId, step: steps.length, storyId, storyStep }));
    }
    // Nothing large is left for the row's cascades: settings, reset tokens, reports' reporter.
    await ctx.db.execute(sql`delete from users where id = ${userId} and deleted_at is not null`);
  },
};
