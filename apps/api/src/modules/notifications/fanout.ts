import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { ClaimedJob } from '../../lib/jobs/runner';
import { JobStoppedError } from '../../lib/jobs/runner';
import { presentNotification, type NotificationSender } from './notification.presenter';
import type { NotificationRow } from './notify';

/** Recipients written per transaction: small enough to hold no lock for long, big enough to finish a million in minutes. */
export const FANOUT_BATCH = 5_000;

export interface FanoutCursor {
  /** The highest recipient id already handled (ids are walked in order). */
  after: number;
}

interface InsertedRow {
  id: number;
  user_id: number;
  sender_id: number | null;
  type: string;
  content: string;
  book_id: number | null;
  chapter_id: number | null;
  created_at: string | Date;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []));

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
      const result = rowsOf<{ last: number | null; inserted: InsertedRow[] | string | null }>(
        await tx.execute(sql`
          with batch as (${batch.candidates(cursor, FANOUT_BATCH)}),
          inserted as (${batch.insert})
          select (select max(user_id) from batch) as last,
                 (select json_agg(inserted) from inserted) as inserted`),
      )[0];
      const last = result?.last === null || result?.last === undefined ? null : Number(result.last);
      if (last !== null) await job.checkpoint(tx, { ...job.payload, after: last });
      const inserted = typeof result?.inserted === 'string' ? (JSON.parse(result.inserted) as InsertedRow[]) : (result?.inserted ?? []);
      return { last, inserted };
    });
    await deliver(ctx, step.inserted, batch.sender);
    if (step.last === null) return;
    cursor = step.last;
  }
}

async function deliver(ctx: AppContext, rows: InsertedRow[], sender: NotificationSender | null): Promise<void> {
  for (const r of rows) {
    const row: NotificationRow = {
      id: Number(r.id),
      userId: Number(r.user_id),
      senderId: r.sender_id === null ? null : Number(r.sender_id),
      type: r.type,
      content: r.content,
      bookId: r.book_id === null ? null : Number(r.book_id),
      chapterId: r.chapter_id === null ? null : Number(r.chapter_id),
      commentId: null,
      postId: null,
      isRead: false,
      createdAt: new Date(r.created_at),
    };
    await ctx.events.publish(row.userId, { type: 'notification', data: presentNotification(ctx.config, row, sender) }).catch(() => undefined);
  }
}
