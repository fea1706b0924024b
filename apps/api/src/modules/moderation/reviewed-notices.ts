import { MODERATION_MSG, type ReportTargetType } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../lib/jobs/queue';
import type { JobProcessor } from '../../lib/jobs/runner';
import { runFanout, type FanoutCursor } from '../notifications/fanout';

const KIND = 'notify.report-reviewed';

interface ReviewedJob extends FanoutCursor {
  targetType: ReportTargetType;
  targetId: number;
  /** The resolution time the decision stamped on the reports it closed. */
  resolvedAt: string;
  /** The target's author, who hears of the decision itself and not of the review. */
  authorId: number;
}

/**
 * Each reporter of a decided target is told that the report was reviewed, without details
 * (docs/PRODUCT.md#trust-and-safety). A story can gather ten thousand reports, so the decision only records this
 * fan-out in its transaction and the job writes the notices in batches.
 */
export async function notifyReportersReviewed(db: DbOrTx, job: Omit<ReviewedJob, 'after'>, now: Date): Promise<void> {
  await enqueueJob(db, KIND, { ...job, after: 0 } satisfies ReviewedJob, { runAt: now });
}

export const moderationReviewedFanout: JobProcessor<ReviewedJob> = {
  kind: KIND,
  async run(ctx, job) {
    const { targetType, targetId, resolvedAt, authorId } = job.payload;
    await runFanout(ctx, job, {
      sender: null,
      candidates: (after, limit) => sql`
        select distinct reporter_id as user_id from reports
        where target_type = ${targetType} and target_id = ${targetId} and resolved_at = ${resolvedAt}::timestamptz
          and reporter_id > ${after}
        order by reporter_id limit ${limit}`,
      insert: sql`
        insert into notifications (user_id, sender_id, type, content)
        select u.id, null, 'moderation', ${MODERATION_MSG.reviewedNotice}
        from batch join users u on u.id = batch.user_id
        where u.id <> ${authorId}
        returning id, user_id, sender_id, type, content, book_id, chapter_id, created_at`,
    });
  },
};
