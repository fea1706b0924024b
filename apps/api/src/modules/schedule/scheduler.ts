import type { AppContext } from '../../lib/context';
import { errorKind } from '../../lib/background';
import { enqueueDueChapters } from './publish-due';
import { enqueueTrendingIfDue } from '../trending/recompute';

export const SCHEDULER_INTERVAL_MS = 15_000;

interface SchedulerLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Every API instance runs one: a tick at start (chapters that fell due while no instance
 * ran are published at once) and then one per interval. A tick only turns due chapters into
 * jobs of the durable pipeline (publish-due.ts), keyed by chapter, and wakes this instance's
 * job runner; the jobs publish. Correctness depends neither on the number of instances nor
 * on the timer. stop() waits for a tick in progress, so the database outlives it.
 */
export class PublishScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Publishing jobs this instance's ticks created (tests add the instances' counts up). */
  enqueued = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: SchedulerLog,
    private readonly intervalMs: number = SCHEDULER_INTERVAL_MS,
    /** Also keep the rising stories' ranking fresh (off in tests that count the jobs a tick queues). */
    private readonly rankTrending = true,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Queues a publishing job for everything due now, and the rising stories' recompute when
   * the last is an hour old (modules/trending/recompute.ts), and wakes the job runner.
   */
  async runOnce(): Promise<void> {
    const added = await enqueueDueChapters(this.ctx);
    this.enqueued += added;
    const trending = this.rankTrending && (await enqueueTrendingIfDue(this.ctx));
    if (added > 0 || trending) this.ctx.jobs.wake();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) => this.log.error({ error: errorKind(error) }, 'scheduled publishing failed'))
        .finally(() => {
          this.running = undefined;
          this.schedule(this.intervalMs);
        });
    }, delay);
    this.timer.unref();
  }
}
