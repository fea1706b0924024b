import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppContext } from './context';
import { rootContext } from './context-scope';
import { ContentCache } from './content-cache';

const CHANNEL = 'okuryazar:content';

/** What a write makes stale: exact keys and/or whole namespaces (a key prefix such as 'shelf:'). */
export interface Invalidation {
  keys?: readonly string[];
  prefixes?: readonly string[];
}

/**
 * The app instance's content cache and its fan-out. A service calls `invalidate()` after its
 * transaction committed (the post-commit path): the keys go here at once and, with Redis, on
 * every other instance through one pub/sub channel. The signal is not what keeps a read
 * fresh where a version exists (the reader statement reads the version live, so a lost
 * message costs a miss, never a stale page); it frees memory at once and is what ends the
 * unversioned entries (shelves) before their TTL.
 */
export class ContentCacheNode {
  readonly cache: ContentCache;
  private readonly instanceId = randomUUID();
  private subscriber: Redis | undefined;
  private readonly ready: Promise<unknown>;

  constructor(
    cache: ContentCache,
    private readonly publisher?: Redis,
    redisUrl?: string,
  ) {
    this.cache = cache;
    if (publisher && redisUrl) {
      this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
      this.subscriber.on('error', () => undefined);
      this.subscriber.on('message', (_channel: string, message: string) => this.receive(message));
      this.ready = this.subscriber.subscribe(CHANNEL).catch(() => undefined);
    } else {
      this.ready = Promise.resolve();
    }
  }

  async invalidate(what: Invalidation): Promise<void> {
    this.apply(what);
    if (!this.publisher) return;
    await this.ready;
    const message = JSON.stringify({ origin: this.instanceId, keys: what.keys ?? [], prefixes: what.prefixes ?? [] });
    // A failed publish must not fail the author's request: versions and TTLs still bound staleness.
    await this.publisher.publish(CHANNEL, message).catch(() => undefined);
  }

  /** Resolves once the Redis subscription is live (tests wait for it). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async close(): Promise<void> {
    this.cache.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    if (subscriber) await subscriber.quit().catch(() => undefined);
  }

  private receive(message: string): void {
    let parsed: { origin?: unknown; keys?: unknown; prefixes?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.origin === this.instanceId) return;
    const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
    this.apply({ keys: strings(parsed.keys), prefixes: strings(parsed.prefixes) });
  }

  private apply(what: Invalidation): void {
    for (const key of what.keys ?? []) this.cache.delete(key);
    for (const prefix of what.prefixes ?? []) this.cache.deletePrefix(prefix);
  }
}

const nodes = new WeakMap<AppContext, ContentCacheNode>();

/** The app instance's content cache, created on first use (one per AppContext), bounded by its config. */
export function contentCacheNodeOf(scoped: AppContext): ContentCacheNode {
  const ctx = rootContext(scoped);
  let node = nodes.get(ctx);
  if (!node) {
    const cache = new ContentCache(ctx.clock, ctx.config.contentCache);
    node = new ContentCacheNode(cache, ctx.redis, ctx.config.redisUrl);
    nodes.set(ctx, node);
  }
  return node;
}

export function contentCacheOf(ctx: AppContext): ContentCache {
  return contentCacheNodeOf(ctx).cache;
}

/** Called after a commit that changed shared content (see Invalidation). */
export function invalidateContent(ctx: AppContext, what: Invalidation): Promise<void> {
  return contentCacheNodeOf(ctx).invalidate(what);
}

export async function closeContentCache(ctx: AppContext): Promise<void> {
  const node = nodes.get(ctx);
  nodes.delete(ctx);
  if (node) await node.close();
}
