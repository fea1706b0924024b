import type { Redis } from 'ioredis';

/**
 * Counts attempts per key within a fixed window. In memory by default; in Redis when
 * REDIS_URL is set so every API instance sees the same counts.
 */
export interface AttemptStore {
  /**
   * Adds one attempt and returns the count including it and when the window ends (ms epoch
   * on the store's clock). Atomic: of N concurrent hits each sees a different count, which
   * is what lets callers reserve an attempt before an expensive check (lib/throttle.ts).
   */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  peek(key: string): Promise<{ count: number; resetAt: number } | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number) {
    const now = this.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      this.entries.set(key, fresh);
      return { ...fresh };
    }
    entry.count += 1;
    return { ...entry };
  }

  async peek(key: string) {
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= this.now()) return null;
    return { ...entry };
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'okuryazar:attempts:',
    /** Only turns Redis's remaining TTL into an epoch; the windows themselves run on Redis time. */
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    const result = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    const count = Number(result?.[0]?.[1] ?? 1);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { count, resetAt: this.now() + (ttl > 0 ? ttl : windowMs) };
  }

  async peek(key: string) {
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    if (count === null || ttl <= 0) return null;
    return { count: Number(count), resetAt: this.now() + ttl };
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {}
}
