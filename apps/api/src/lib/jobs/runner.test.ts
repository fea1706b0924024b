import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { jobs } from '../../db/schema';
import { useTestApp } from '../../../test/app-fixture';
import { enqueueJob, retryParkedJobs } from './queue';
import { JobLeaseLostError, JobRunner, type JobProcessor } from './runner';

const { t } = useTestApp();
const quiet = { error: () => undefined, warn: () => undefined };
beforeEach(async () => {
  await t.database.db.delete(jobs);
});
const now = () => new Date(t.clock());
const ctx = (): AppContext => t.app.ctx;

describe('the durable pipeline', () => {
  it('runs each job once, and a key already queued is not queued again', async () => {
    const seen: number[] = [];
    const work: JobProcessor<{ n: number }> = { kind: 'test.work', run: async (_ctx, job) => void seen.push(job.payload.n) };
    const runner = new JobRunner(ctx(), [work as JobProcessor<never>], quiet);
    await enqueueJob(t.database.db, 'test.work', { n: 1 }, { key: 'a', runAt: now() });
    await enqueueJob(t.database.db, 'test.work', { n: 2 }, { key: 'a', runAt: now() });
    await enqueueJob(t.database.db, 'test.work', { n: 3 }, { runAt: now() });
    await enqueueJob(t.database.db, 'test.work', { n: 4 }, { runAt: new Date(t.clock() + 60_000) });
    expect(await runner.runUntilIdle()).toBe(2);
    expect(seen.sort()).toEqual([1, 3]);
    t.clock.advance(60_000);
    expect(await runner.runUntilIdle()).toBe(1);
    expect(await t.database.db.select().from(jobs)).toEqual([]);
  });

  it('retries a failing job with backoff, parks it after its attempts, never holds back the others, and an operator retries it', async () => {
    let failures = 0;
    const flaky: JobProcessor<{ ok: boolean }> = {
      kind: 'test.flaky',
      maxAttempts: 3,
      run: async (_ctx, job) => {
        if (!job.payload.ok) {
          failures += 1;
          throw new Error('broken');
        }
      },
    };
    const runner = new JobRunner(ctx(), [flaky as JobProcessor<never>], quiet);
    await enqueueJob(t.database.db, 'test.flaky', { ok: false }, { runAt: now() });
    await enqueueJob(t.database.db, 'test.flaky', { ok: true }, { runAt: now() });
    expect(await runner.runUntilIdle()).toBe(2);
    // Not due again before its backoff.
    expect(await runner.runUntilIdle()).toBe(0);
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(20 * 60_000);
      await runner.runUntilIdle();
    }
    expect(failures).toBe(3);
    const [parked] = await t.database.db.select().from(jobs);
    expect(parked).toMatchObject({ kind: 'test.flaky', state: 'failed', attempts: 3 });
    expect(parked!.lastError).toContain('broken');
    expect(await retryParkedJobs(t.database.db, { kind: 'test.flaky' }, now())).toBe(1);
    await runner.runUntilIdle();
    expect(failures).toBe(4);
  });

  it('parks a job of a kind nobody processes', async () => {
    const runner = new JobRunner(ctx(), [], quiet);
    await enqueueJob(t.database.db, 'test.unknown', {}, { runAt: now() });
    await runner.runUntilIdle();
    expect((await t.database.db.select().from(jobs))[0]).toMatchObject({ state: 'failed' });
  });

  it('gives a killed instance’s claimed job to another once its lease ends; the dead claim can no longer checkpoint', async () => {
    const ran: string[] = [];
    let stalled: { checkpoint: (p: object) => Promise<void> } | undefined;
    const slow: JobProcessor<{ step: number }> = {
      kind: 'test.slow',
      run: async (_ctx, job) => {
        ran.push(`attempt ${job.attempts} from step ${job.payload.step}`);
        if (job.attempts === 1) {
          await t.database.db.transaction((tx) => job.checkpoint(tx, { step: 1 }));
          stalled = { checkpoint: (p) => t.database.db.transaction((tx) => job.checkpoint(tx, p as { step: number })) };
          // The instance "dies" here: its claim stays in the table with its lease.
          throw new Error('killed');
        }
      },
    };
    const first = new JobRunner(ctx(), [slow as JobProcessor<never>], quiet, { leaseMs: 30_000 });
    await enqueueJob(t.database.db, 'test.slow', { step: 0 }, { runAt: now() });
    // Claim as a crashed instance would leave it: claimed, leased, not settled.
    await t.database.db.execute(sql`update jobs set locked_by = 'dead:1', locked_until = ${new Date(t.clock() + 30_000).toISOString()}::timestamptz, attempts = 1`);
    const second = new JobRunner(ctx(), [slow as JobProcessor<never>], quiet, { leaseMs: 30_000 });
    expect(await second.runUntilIdle()).toBe(0); // still leased
    t.clock.advance(31_000);
    expect(await second.runUntilIdle()).toBe(1);
    expect(ran).toEqual(['attempt 2 from step 0']);
    expect(await t.database.db.select().from(jobs)).toEqual([]);

    // A claim that lost its job cannot record progress over the new owner's.
    await enqueueJob(t.database.db, 'test.slow', { step: 0 }, { runAt: now() });
    await first.runUntilIdle().catch(() => undefined);
    await t.database.db.update(jobs).set({ lockedBy: 'someone-else' }).where(eq(jobs.kind, 'test.slow'));
    await expect(stalled!.checkpoint({ step: 9 })).rejects.toBeInstanceOf(JobLeaseLostError);
  });
});

describe('npm run jobs', () => {
  it('lists the backlog and the parked jobs with their error, and puts a parked job back', async () => {
    const { runJobsCommand } = await import('./jobs-command');
    expect((await runJobsCommand(t.database.db, ['list'], now())).lines).toEqual(['Kuyrukta iş yok.']);
    await enqueueJob(t.database.db, 'test.parked', {}, { runAt: now() });
    await new JobRunner(ctx(), [], quiet).runUntilIdle();
    const [parked] = await t.database.db.select().from(jobs);
    const listing = await runJobsCommand(t.database.db, ['list'], now());
    expect(listing.lines[0]).toBe('test.parked\tbekletiliyor\t1');
    expect(listing.lines[1]).toContain(`#${parked!.id}\ttest.parked`);
    expect(listing.lines[1]).toContain('no processor for kind test.parked');
    expect(await runJobsCommand(t.database.db, ['retry', String(parked!.id)], now())).toEqual({ code: 0, lines: [`#${parked!.id} yeniden kuyruğa alındı.`] });
    expect((await t.database.db.select().from(jobs))[0]).toMatchObject({ state: 'queued', attempts: 0 });
    expect((await runJobsCommand(t.database.db, ['retry', 'x'], now())).code).toBe(2);
    expect((await runJobsCommand(t.database.db, ['retry', '999999'], now())).lines).toEqual(['#999999 numaralı iş bulunamadı.']);
  });
});
