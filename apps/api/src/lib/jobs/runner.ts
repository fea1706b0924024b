import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { errorKind } from '../background';
import { resultRows } from '../../db/raw-sql';

/** A claimed job as its processor sees it. */
export interface ClaimedJob<P> {
  id: number;
  kind: string;
  payload: P;
  /** 1 on the first run; a retry after a failure or a crash counts up. */
  attempts: number;
  /**
   * Saves a long job's progress in the processor's own transaction, beside the work it
   * records (a fan-out's batch and its cursor commit together, so a crash repeats no batch).
   * Throws when the claim was lost (another instance took the job over), which rolls that
   * transaction back.
   */
  checkpoint(tx: DbOrTx, payload: P): Promise<void>;
  /** Set when this instance shuts down: a long job stops between batches and is resumed elsewhere. */
  readonly stopping: boolean;
}

export interface JobProcessor<P = unknown> {
  kind: string;
  run(ctx: AppContext, job: ClaimedJob<P>): Promise<void>;
  /** Runs before the job is parked as failed (default 8). */
  maxAttempts?: number;
}

export class JobLeaseLostError extends Error {
  constructor(id: number) {
    super(`job ${id} was taken over by another instance`);
    this.name = 'JobLeaseLostError';
  }
}

/** Thrown by a processor that saw `stopping` between batches: the job is handed back, not failed. */
export class JobStoppedError extends Error {
  constructor() {
    super('instance stopping');
    this.name = 'JobStoppedError';
  }
}

export interface JobRunnerOptions {
  /** How often an idle instance looks for due work (a local enqueue wakes it at once). */
  pollMs?: number;
  /** How long a claim holds without a heartbeat; a crashed instance's jobs return after it. */
  leaseMs?: number;
  /** Jobs run at once on this instance. */
  concurrency?: number;
}

interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

type ClaimedRow = { id: number | string; kind: string; payload: unknown; attempts: number };

/** Seconds before retry n: 2, 4, 8, … up to ten minutes, with jitter so retries spread out. */
export function retryDelayMs(attempt: number): number {
  const base = Math.min(600_000, 1000 * 2 ** Math.max(1, attempt));
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

/**
 * The worker half of the durable pipeline (ARCHITECTURE "Work after a commit"). Every API
 * instance runs one. It claims due jobs with FOR UPDATE SKIP LOCKED under a lease that a
 * heartbeat extends while a job runs; success deletes the job, failure schedules a retry with
 * backoff, and a job that keeps failing is parked for an operator. A claim that outlives its
 * lease (the instance was killed) is claimed again by any instance. Processors are
 * idempotent, so a job run again after a crash has its effect once.
 */
export class JobRunner {
  readonly instanceId = randomUUID();
  private readonly processors = new Map<string, JobProcessor<never>>();
  private readonly running = new Map<number, { claim: string; done: Promise<void> }>();
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private stopped = true;
  /** Set by stop(): running jobs hand their work back at their next checkpoint. */
  private shuttingDown = false;
  private polling: Promise<void> | undefined;
  private wakeAgain = false;
  private claimSeq = 0;
  /** Jobs finished by this instance (tests add instances up). */
  finished = 0;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;

  constructor(
    private readonly ctx: AppContext,
    processors: JobProcessor<never>[],
    private readonly log: JobLog,
    options: JobRunnerOptions = {},
  ) {
    for (const p of processors) this.processors.set(p.kind, p);
    this.pollMs = options.pollMs ?? 500;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.concurrency = options.concurrency ?? 2;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.shuttingDown = false;
    this.heartbeat = setInterval(() => void this.extendLeases(), Math.max(50, Math.floor(this.leaseMs / 3)));
    this.heartbeat.unref();
    this.wake();
  }

  /**
   * Stops claiming, lets running jobs reach their next checkpoint (they see `stopping`), and
   * hands back what is unfinished: its lease ends now, so another instance resumes it at once.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.shuttingDown = true;
    clearTimeout(this.timer);
    clearInterval(this.heartbeat);
    await this.polling;
    await Promise.all([...this.running.values()].map((r) => r.done));
  }

  /** Looks for work now (called after a commit that enqueued some). */
  wake(): void {
    if (this.stopped) return;
    if (this.polling) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.polling = this.poll().finally(() => {
      this.polling = undefined;
      if (this.stopped) return;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
        return;
      }
      this.timer = setTimeout(() => this.wake(), this.pollMs);
      this.timer.unref();
    });
  }

  /**
   * Runs every due job (and what they enqueue) until none is left, on this instance alone:
   * the deterministic path for tests and command-line tools. Returns how many ran.
   */
  async runUntilIdle(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await this.claim(this.concurrency);
      if (claimed.length === 0) return ran;
      await Promise.all(claimed.map((row) => this.execute(row)));
      ran += claimed.length;
    }
  }

  private async poll(): Promise<void> {
    try {
      const free = this.concurrency - this.running.size;
      if (free <= 0) return;
      const claimed = await this.claim(free);
      for (const row of claimed) {
        const done = this.execute(row).finally(() => {
          this.running.delete(Number(row.id));
          // A slot is free: more may be waiting.
          this.wake();
        });
        this.running.set(Number(row.id), { claim: row.claim, done });
      }
    } catch (error) {
      this.log.error({ error: errorKind(error) }, 'job claim failed');
    }
  }

  private async claim(limit: number): Promise<(ClaimedRow & { claim: string })[]> {
    const claim = `${this.instanceId}:${++this.claimSeq}`;
    const now = new Date(this.ctx.clock());
    const until = new Date(now.getTime() + this.leaseMs);
    const rows = resultRows<ClaimedRow>(
      await this.ctx.db.execute(sql`
        update jobs set locked_by = ${claim}, locked_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
        where id in (
          select id from jobs
          where state = 'queued' and run_at <= ${now.toISOString()}::timestamptz
            and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        returning id, kind, payload, attempts`),
    );
    return rows.map((r) => ({ ...r, id: Number(r.id), claim }));
  }

  private async execute(row: ClaimedRow & { claim: string }): Promise<void> {
    const id = Number(row.id);
    const processor = this.processors.get(row.kind);
    if (!processor) {
      await this.settle(id, row.claim, { park: true, error: `no processor for kind ${row.kind}` });
      return;
    }
    const shuttingDown = () => this.shuttingDown;
    const job: ClaimedJob<never> = {
      id,
      kind: row.kind,
      payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as never,
      attempts: Number(row.attempts),
      async checkpoint(tx, payload) {
        const saved = await tx
          .update(jobs)
          .set({ payload: payload as object })
          .where(and(eq(jobs.id, id), eq(jobs.lockedBy, row.claim)))
          .returning({ id: jobs.id });
        if (saved.length === 0) throw new JobLeaseLostError(id);
      },
      get stopping() {
        return shuttingDown();
      },
    };
    try {
      await processor.run(this.ctx, job);
      await this.ctx.db.delete(jobs).where(and(eq(jobs.id, id), eq(jobs.lockedBy, row.claim)));
      this.finished += 1;
    } catch (error) {
      if (error instanceof JobLeaseLostError) return;
      if (error instanceof JobStoppedError) {
        // Unfinished at shutdown: released for another instance, not counted as a failure.
        await this.release(id, row.claim).catch(() => undefined);
        return;
      }
      const attempts = Number(row.attempts);
      const park = attempts >= (processor.maxAttempts ?? 8);
      const kind = errorKind(error);
      this.log[park ? 'error' : 'warn']({ job: id, kind: row.kind, attempts, error: kind }, park ? 'job failed for good; parked' : 'job failed; will retry');
      await this.settle(id, row.claim, { park, error: describe(error) }).catch(() => undefined);
    }
  }

  private async settle(id: number, claim: string, outcome: { park: boolean; error: string }): Promise<void> {
    const now = this.ctx.clock();
    const [row] = await this.ctx.db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.id, id));
    await this.ctx.db
      .update(jobs)
      .set({
        state: outcome.park ? 'failed' : 'queued',
        runAt: new Date(now + (outcome.park ? 0 : retryDelayMs(row?.attempts ?? 1))),
        lockedBy: null,
        lockedUntil: null,
        lastError: outcome.error.slice(0, 500),
      })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, claim)));
  }

  private async release(id: number, claim: string): Promise<void> {
    await this.ctx.db
      .update(jobs)
      .set({ lockedBy: null, lockedUntil: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, claim)));
  }

  private async extendLeases(): Promise<void> {
    const claims = [...this.running.values()].map((r) => r.claim);
    if (claims.length === 0) return;
    const until = new Date(this.ctx.clock() + this.leaseMs);
    // At most `concurrency` claims: a bounded parameter list.
    await this.ctx.db
      .update(jobs)
      .set({ lockedUntil: until })
      .where(inArray(jobs.lockedBy, claims))
      .catch((error: unknown) => this.log.warn({ error: errorKind(error) }, 'job lease extension failed'));
  }
}

/** What the job row keeps of a failure for the operator: the error's kind and text, never its detail (which can hold values). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${error.message}`;
}
