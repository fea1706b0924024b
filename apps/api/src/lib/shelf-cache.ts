import type { AppContext } from './context';
import { contentCacheNodeOf, type ContentCacheNode } from './content-cache-bus';
import { perKey } from './per-key';

/** How long a shelf or a card may be served without a publication in between. */
export const SHELF_TTL_MS = 15_000;
/** Every shelf and card key starts with this (lib/content-cache.ts namespaces). */
const PREFIX = 'shelf:';

/** A shelf's size is measured once, when it is loaded (its JSON length, two bytes a character). */
function jsonBytes(value: unknown): number {
  return 2 * (JSON.stringify(value)?.length ?? 0);
}

/**
 * What every reader of an age group sees the same way (the new-releases and popular shelves,
 * the viewer-independent part of book cards), kept in the app's content cache
 * (lib/content-cache.ts) under 'shelf:' keys for SHELF_TTL_MS. A publication, unpublication,
 * deletion or visibility change calls `invalidate()` after its commit: the whole namespace
 * goes here and, with Redis, on every other instance. The TTL bounds what can go stale
 * without a signal (an author renaming themselves, a lost pub/sub message).
 */
export class ShelfCache {
  constructor(
    private readonly node: ContentCacheNode,
    private readonly ttlMs: number = SHELF_TTL_MS,
  ) {}

  /** The live entry under key, if any, without loading. */
  peek<T>(key: string): Promise<T> | undefined {
    return this.node.cache.peekLoad<T>(PREFIX + key);
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.node.cache.get(PREFIX + key, load, this.ttlMs, jsonBytes);
  }

  /** Forgets every shelf and card here and on every other instance (after the change committed). */
  invalidate(): Promise<void> {
    return this.node.invalidate({ prefixes: [PREFIX] });
  }

  /** Resolves once the Redis subscription is live (tests wait for it). */
  whenReady(): Promise<unknown> {
    return this.node.whenReady();
  }
}

const shelfCacheOn = perKey((node: ContentCacheNode) => new ShelfCache(node));

/** The app instance's shelf cache (a view on its content cache). */
export function shelfCacheOf(ctx: AppContext): ShelfCache {
  return shelfCacheOn(contentCacheNodeOf(ctx));
}

/** Called by the services that publish, unpublish, delete or re-label a story or chapter. */
export function invalidateShelves(ctx: AppContext): Promise<void> {
  return shelfCacheOf(ctx).invalidate();
}

