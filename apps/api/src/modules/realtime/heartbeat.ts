/** What the heartbeat needs of a socket (ws's WebSocket has it). */
export interface PingableSocket {
  ping(): void;
  terminate(): void;
}

/**
 * Finds dead sockets: each socket is pinged once per period and terminated when no pong came
 * back since its previous ping. The sockets are spread over `slices` buckets and one bucket
 * is swept per tick (period / slices), so 10,000 sockets cost 10,000 / slices pings per
 * tick instead of one sweep that blocks the event loop for tens of milliseconds (seconds on
 * a loaded machine) and delays every live event behind it (docs/PRODUCT.md#budgets).
 */
export class Heartbeat<S extends PingableSocket> {
  private readonly buckets: Set<S>[];
  private readonly bucketOf = new Map<S, Set<S>>();
  private readonly alive = new WeakMap<S, boolean>();
  private next = 0;
  private cursor = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly periodMs: number,
    slices = 30,
  ) {
    this.buckets = Array.from({ length: Math.max(1, slices) }, () => new Set<S>());
  }

  /** Starts the sweeps (unref'd: they never keep the process alive). */
  start(): void {
    this.timer ??= setInterval(() => this.tick(), this.periodMs / this.buckets.length);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  add(socket: S): void {
    // Round robin keeps the buckets within one socket of each other.
    const bucket = this.buckets[this.next]!;
    this.next = (this.next + 1) % this.buckets.length;
    bucket.add(socket);
    this.bucketOf.set(socket, bucket);
    this.alive.set(socket, true);
  }

  remove(socket: S): void {
    this.bucketOf.get(socket)?.delete(socket);
    this.bucketOf.delete(socket);
  }

  /** A pong (or any sign of life) from the socket. */
  pong(socket: S): void {
    this.alive.set(socket, true);
  }

  /** Sweeps the next bucket: terminates the sockets silent since their last ping, pings the rest. */
  tick(): void {
    const bucket = this.buckets[this.cursor]!;
    this.cursor = (this.cursor + 1) % this.buckets.length;
    for (const socket of bucket) {
      if (this.alive.get(socket) === false) {
        this.remove(socket);
        socket.terminate();
        continue;
      }
      this.alive.set(socket, false);
      socket.ping();
    }
  }

  get size(): number {
    return this.bucketOf.size;
  }
}
