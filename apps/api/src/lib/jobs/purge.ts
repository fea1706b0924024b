import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../../db/client';
import { JobStoppedError, type ClaimedJob } from './runner';
import { resultRows } from '../../db/raw-sql';

/** Rows deleted per transaction: each batch holds its locks for a short moment only. */
export const PURGE_BATCH = 5_000;

/** One step of a purge: deletes (or changes) one batch in `tx` and answers how many rows it touched. */
export interface PurgeStep<S> {
  run(tx: Tx, subject: S): Promise<number>;
}

/**
 * One batch of one table: at most `limit` rows picked by ctid (every table has one, whatever
 * its key), so the same statement serves each table. `where` names the table `t`.
 */
export async function deleteBatch(tx: Tx, table: string, where: SQL, limit: number): Promise<number> {
  const rows = resultRows<{ one: number }>(
    await tx.execute(sql`
      delete from ${sql.identifier(table)}
      where ctid = any(array(select t.ctid from ${sql.identifier(table)} t where ${where} limit ${limit}))
      returning 1 as one`),
  );
  return rows.length;
}

export const tableStep = <S>(table: string, where: (subject: S) => SQL, limit = PURGE_BATCH): PurgeStep<S> => ({
  run: (tx, subject) => deleteBatch(tx, table, where(subject), limit),
});

/**
 * Runs `steps` from `from` on, one batch per transaction, each committed with the job's
 * checkpoint (`save`), so a job taken over after a crash goes on from its last batch. A batch
 * that touches nothing finishes its step, so every step must be safe to repeat. Between
 * batches a stopping instance hands the job back.
 */
export async function runPurgeSteps<S, P>(
  ctx: AppContext,
  job: ClaimedJob<P>,
  steps: readonly PurgeStep<S>[],
  subject: S,
  from: number,
  payloadAt: (step: number) => P,
): Promise<void> {
  let step = from;
  while (step < steps.length) {
    if (job.stopping) throw new JobStoppedError();
    const current = steps[step]!;
    step = await ctx.db.transaction(async (tx: Tx) => {
      const touched = await current.run(tx, subject);
      const next = touched === 0 ? step + 1 : step;
      await job.checkpoint(tx, payloadAt(next));
      return next;
    });
  }
}
