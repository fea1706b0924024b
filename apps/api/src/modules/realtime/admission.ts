import type { Clock } from '../../lib/clock';

/** Sockets per client address that have not authenticated yet (they cost a slot and a timer). */
export class PendingByAddress {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a slot for `address`; false when it already holds the maximum. */
  tryAcquire(address: string): boolean {
    const n = this.counts.get(address) ?? 0;
    if (n >= this.max) return false;
    this.counts.set(address, n + 1);
    return true;
  }

  release(address: string): void {
    const n = (this.counts.get(address) ?? 0) - 1;
    if (n <= 0) this.counts.delete(address);
    else this.counts.set(address, n);
  }
}

/**
 * What one client may send in a fixed window: the protocol needs a single auth frame, so a
 * client over the budget is flooding and its socket is closed rather than read further.
 */
export class FrameBudget {
  private windowStart: number;
  private frames = 0;
  private bytes = 0;

  constructor(
    private readonly clock: Clock,
    private readonly limits: { framesPerWindow: number; bytesPerWindow: number; windowMs: number },
  ) {
    this.windowStart = clock();
  }

  /** Counts one frame of `size` bytes; false once the window's budget is exceeded. */
  spend(size: number): boolean {
    const now = this.clock();
    if (now - this.windowStart >= this.limits.windowMs) {
      this.windowStart = now;
      this.frames = 0;
      this.bytes = 0;
    }
    this.frames += 1;
    this.bytes += size;
    return this.frames <= this.limits.framesPerWindow && this.bytes <= this.limits.bytesPerWindow;
  }
}
