import type { Clock } from './clock';

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * An in-process cache of loads that expire after a fixed time, bounded in entries (past the
 * bound the oldest go first). A miss stores the loading promise, so concurrent requests share
 * one query; a load that fails is forgotten at once.
 */
export class TtlCache<T> {
  private entries = new Map<string, Entry<T>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The live entry under key, if any, without loading. */
  peek(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.clock() ? hit.value : undefined;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    const entry: Entry<T> = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries = new Map();
  }
}
