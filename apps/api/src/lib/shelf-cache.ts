import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppContext } from './context';
import type { Clock } from './clock';
import { rootContext } from './context-scope';
import { TtlCache } from './ttl-cache';

/** How long a shelf or a card may be served without a publication in between. */
export const SHELF_TTL_MS = 15_000;
/** Cards are kept per book; past this many the oldest go first. */
const MAX_ENTRIES = 5_000;
const CHANNEL = 'okuryazar:shelves';

/**
 * A short-lived in-process cache of what every reader of an age group sees the same way
 * (the new-releases and popular shelves, the viewer-independent part of book cards).
 * A publication, unpublication, deletion or visibility change calls `invalidate()` after
 * its commit: this instance forgets everything at once and, with Redis, tells every other
 * instance to do the same through one pub/sub channel. The TTL bounds what can go stale
 * without a signal (an author renaming themselves, a lost pub/sub message).
 *
 * Entries are kept by a TtlCache (one shared load per miss, failures forgotten).
 */
export class ShelfCache {
  private readonly entries: TtlCache<unknown>;
  private readonly instanceId = randomUUID();
  private subscriber: Redis | undefined;
  private readonly ready: Promise<unknown>;

  constructor(
    clock: Clock,
    private readonly publisher?: Redis,
    redisUrl?: string,
    ttlMs: number = SHELF_TTL_MS,
  ) {
    this.entries = new TtlCache(clock, ttlMs, MAX_ENTRIES);
    if (publisher && redisUrl) {
      this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
      this.subscriber.on('error', () => undefined);
      this.subscriber.on('message', (_channel: string, origin: string) => {
        if (origin !== this.instanceId) this.clear();
      });
      this.ready = this.subscriber.subscribe(CHANNEL).catch(() => undefined);
    } else {
      this.ready = Promise.resolve();
    }
  }

  /** The live entry under key, if any, without loading. */
  peek<T>(key: string): Promise<T> | undefined {
    return this.entries.peek(key) as Promise<T> | undefined;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.entries.get(key, load) as Promise<T>;
  }

  /** Forgets every entry here and on every other instance (after the change committed). */
  async invalidate(): Promise<void> {
    this.clear();
    if (!this.publisher) return;
    await this.ready;
    // A failed publish must not fail the author's request: the TTL still bounds staleness.
    await this.publisher.publish(CHANNEL, this.instanceId).catch(() => undefined);
  }

  /** Resolves once the Redis subscription is live (tests wait for it). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async close(): Promise<void> {
    this.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    if (subscriber) await subscriber.quit().catch(() => undefined);
  }

  private clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<AppContext, ShelfCache>();

/** The app instance's shelf cache, created on first use (one per AppContext). */
export function shelfCacheOf(scoped: AppContext): ShelfCache {
  const ctx = rootContext(scoped);
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new ShelfCache(ctx.clock, ctx.redis, ctx.config.redisUrl);
    caches.set(ctx, cache);
  }
  return cache;
}

/** Called by the services that publish, unpublish, delete or re-label a story or chapter. */
export function invalidateShelves(ctx: AppContext): Promise<void> {
  return shelfCacheOf(ctx).invalidate();
}

export async function closeShelfCache(ctx: AppContext): Promise<void> {
  const cache = caches.get(ctx);
  caches.delete(ctx);
  if (cache) await cache.close();
}
