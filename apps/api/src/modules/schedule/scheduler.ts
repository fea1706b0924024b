import type { AppContext } from '../../context';
import { errorKind } from '../../lib/background';
import { publishDueChapters } from './publish-due';

export const SCHEDULER_INTERVAL_MS = 15_000;

interface SchedulerLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Every API instance runs one: a tick at start (chapters that fell due while no instance
 * ran are published at once) and then one per interval. Correctness does not depend on
 * there being one instance or on the timer: the claim in publish-due.ts is what makes each
 * publication happen once. stop() waits for a tick in progress, so the database outlives it.
 */
export class PublishScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Chapters this instance published (tests add the instances' counts up). */
  published = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: SchedulerLog,
    private readonly intervalMs: number = SCHEDULER_INTERVAL_MS,
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

  /** Publishes everything due now, batch after batch. */
  async runOnce(): Promise<void> {
    for (;;) {
      const { published, dropped } = await publishDueChapters(this.ctx, (chapterId, error) =>
        this.log.warn({ chapterId, code: error.code }, 'scheduled chapter could not be published; schedule dropped'),
      );
      this.published += published.length;
      if (published.length + dropped.length === 0 || this.stopped) return;
    }
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
