import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { Tx } from '../../db/client';
import type { ClaimedJob } from '../../lib/jobs/runner';
import { JobStoppedError } from '../../lib/jobs/runner';
import { presentNotification, type NotificationSender } from './notification.presenter';
import { notificationFromRaw, type RawNotificationRow } from './raw-notification';
import { resultRows } from '../../db/raw-sql';

/** Recipients written per transaction: small enough to hold no lock for long, big enough to finish a million in minutes. */
export const FANOUT_BATCH = 5_000;

export interface FanoutCursor {
  /** The highest recipient id already handled (ids are walked in order). */
  after: number;
}

/** What the fan-out inserts: a new-chapter notice, about no comment or post, unread. */
type InsertedRow = Omit<RawNotificationRow, 'comment_id' | 'post_id' | 'is_read'>;

export interface FanoutBatch {
  /**
   * SQL selecting `user_id` of the next candidates after the cursor, ordered and limited:
   * called with the cursor and the batch size. Each source must walk an index in id order.
   */
  candidates(after: number, limit: number): SQL;
  /**
   * SQL inserting the notices for the candidates in the CTE `batch(user_id)` (joined to
   * `users u`), ending in `returning *`-like columns of InsertedRow. The rules that decide
   * who hears (blocks, mutes, age, suspension) are joins here, never parameter lists.
   */
  insert: SQL;
  sender: NotificationSender | null;
}

/**
 * Writes one notice per recipient of a set that can be any size (a million followers),
 * batch by batch inside the job that owns the fan-out: each batch's notices and the cursor
 * commit in one transaction, so a crash repeats no batch and skips none, and the unique key
 * of the notice makes even a replayed batch add nothing twice. Each committed batch is
 * pushed live to the recipients' sockets. No statement carries one parameter per recipient.
 */
export async function runFanout(ctx: AppContext, job: ClaimedJob<FanoutCursor & object>, batch: FanoutBatch): Promise<void> {
  let cursor = job.payload.after ?? 0;
  for (;;) {
    if (job.stopping) throw new JobStoppedError();
    const step = await ctx.db.transaction(async (tx: Tx) => {
      // Every notice of a batch is the same but for its id and recipient (one statement, one
      // sender, one text, one transaction time): one row of it comes back whole, the rest as
      // two integer arrays, so a batch costs the app a few kilobytes, not 5,000 objects.
      const result = resultRows<{ last: number | null; sample: InsertedRow | string | null; ids: string | number[] | null; recipients: string | number[] | null }>(
        await tx.execute(sql`
          with batch as (${batch.candidates(cursor, FANOUT_BATCH)}),
          inserted as (${batch.insert})
          select (select max(user_id) from batch) as last,
                 (select row_to_json(i) from inserted i limit 1) as sample,
                 (select array_agg(id order by id)::text from inserted) as ids,
                 (select array_agg(user_id order by id)::text from inserted) as recipients`),
      )[0];
      const last = result?.last === null || result?.last === undefined ? null : Number(result.last);
      if (last !== null) await job.checkpoint(tx, { ...job.payload, after: last });
      const sample = typeof result?.sample === 'string' ? (JSON.parse(result.sample) as InsertedRow) : (result?.sample ?? null);
      return { last, sample, ids: intArray(result?.ids), recipients: intArray(result?.recipients) };
    });
    if (step.sample) await deliver(ctx, step.sample, step.ids, step.recipients, batch.sender);
    if (step.last === null) return;
    cursor = step.last;
  }
}

/** `{1,2,3}` (an int[] as text, the same from both drivers) as numbers. */
function intArray(value: string | number[] | null | undefined): number[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}

/** Pushes a committed batch live: the shared part is presented once, sent once. */
async function deliver(ctx: AppContext, sample: InsertedRow, ids: number[], recipients: number[], sender: NotificationSender | null): Promise<void> {
  const template = notificationFromRaw({ ...sample, comment_id: null, post_id: null, is_read: false });
  const shared = presentNotification(ctx.config, template, sender);
  // One bus message for the batch: each instance builds the copies of the recipients it holds.
  await ctx.events.publishFanout({ type: 'notification', data: { ...shared }, recipients, ids }).catch(() => undefined);
}
