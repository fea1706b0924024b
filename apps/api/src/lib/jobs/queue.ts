import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';

export interface EnqueueOptions {
  /** When it becomes due: the app clock's now for "at once" (claims compare with that clock). */
  runAt: Date;
  /**
   * At most one queued or parked job per kind and key: enqueueing the same key again adds
   * nothing. A fan-out keyed by its chapter is therefore started once, however often asked.
   */
  key?: string;
}

/**
 * Adds work to the durable pipeline. Call it with the transaction of the write that causes
 * the work: both commit together or neither does, so nothing a commit promised is lost to a
 * crash after it (issue 26), and a rolled-back write leaves no job behind.
 */
export async function enqueueJob(db: DbOrTx, kind: string, payload: object, options: EnqueueOptions): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind, payload, key: options.key ?? null, runAt: options.runAt })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key], where: sql`${jobs.key} is not null` });
}

/** Parked (failed) jobs back to the queue, all or one kind or one id: the operator's retry. */
export async function retryParkedJobs(db: DbOrTx, filter: { id?: number; kind?: string } = {}, now = new Date()): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, lockedBy: null, lockedUntil: null })
    .where(
      and(
        eq(jobs.state, 'failed'),
        filter.id === undefined ? undefined : eq(jobs.id, filter.id),
        filter.kind === undefined ? undefined : eq(jobs.kind, filter.kind),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

export interface JobCounts {
  kind: string;
  state: 'queued' | 'failed';
  count: number;
}

/** Queued and parked jobs per kind (for /api/metrics and the operator's listing). */
export async function countJobs(db: DbOrTx): Promise<JobCounts[]> {
  const rows = await db
    .select({ kind: jobs.kind, state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.kind, jobs.state);
  return rows.map((r) => ({ kind: r.kind, state: r.state as JobCounts['state'], count: Number(r.count) }));
}
