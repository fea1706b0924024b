import type { Clock } from './clock';

/** What the operator bounds (CONTENT_CACHE_MAX_BYTES, CONTENT_CACHE_MAX_ENTRIES). */
export interface ContentCacheLimits {
  maxBytes: number;
  maxEntries: number;
}

/** Counters for /api/metrics, per key namespace (the text before the first ':'). */
export interface NamespaceStats {
  hits: number;
  misses: number;
}

interface Entry {
  version: number;
  /** The settled value; undefined while `loading`. */
  value: unknown;
  loading: Promise<unknown> | undefined;
  bytes: number;
  /** Infinity for entries kept by version alone. */
  expiresAt: number;
  stats: NamespaceStats;
}

/** Means "no version": entries kept by time (shelves) rather than by a version the caller reads. */
export const UNVERSIONED = -1;

/**
 * The in-process store behind every cache of what all readers see the same way (chapter
 * texts, chapter lists, shelves and book cards): one LRU per app instance, bounded by an
 * approximate byte budget and an entry count, so the operator sets one memory ceiling.
 *
 * - Versioned keys: an entry carries the version it was read at; a caller that knows the
 *   current version (read in the same statement as everything live) uses the entry only when
 *   it matches, and a store of an older version never replaces a newer one. Entries without a
 *   version expire after a TTL instead.
 * - One load per miss: concurrent misses share the loading promise; a failed load is dropped.
 * - Precise invalidation: `delete(key)` / `deletePrefix(prefix)`; the fan-out to other
 *   instances is ContentCacheBus's (lib/content-cache-bus.ts).
 *
 * A Map keeps insertion order, so "least recently used" is the first key: a hit re-inserts,
 * an eviction takes the first. Nothing on the request path walks the entries.
 */
export class ContentCache {
  private entries = new Map<string, Entry>();
  private heldBytes = 0;
  private readonly namespaces = new Map<string, NamespaceStats>();
  evictions = 0;

  constructor(
    private readonly clock: Clock,
    private readonly limits: ContentCacheLimits,
  ) {}

  /** The settled entry under key, if live (and at `version` when one is given); counts a hit or a miss. */
  peek<T>(key: string, version?: number): { version: number; value: T } | undefined {
    const entry = this.entries.get(key);
    const stats = this.statsOf(key, entry);
    if (!entry || entry.loading || entry.expiresAt <= this.clock() || (version !== undefined && entry.version !== version)) {
      stats.misses += 1;
      return undefined;
    }
    stats.hits += 1;
    this.touch(key, entry);
    return { version: entry.version, value: entry.value as T };
  }

  /** The live entry of a `get` key, settled or still loading, without starting a load; counts a hit or a miss. */
  peekLoad<T>(key: string): Promise<T> | undefined {
    const entry = this.entries.get(key);
    const stats = this.statsOf(key, entry);
    if (!entry || entry.expiresAt <= this.clock()) {
      stats.misses += 1;
      return undefined;
    }
    stats.hits += 1;
    this.touch(key, entry);
    return (entry.loading ?? Promise.resolve(entry.value)) as Promise<T>;
  }

  /**
   * Keeps `value` read at `version` unless a newer version is held (a slower call that read
   * an older snapshot must not replace it). `bytes` is the caller's estimate of its size.
   */
  store(key: string, version: number, value: unknown, bytes: number): void {
    const held = this.entries.get(key);
    if (held && !held.loading && held.version > version) return;
    this.remove(key);
    if (bytes > this.limits.maxBytes) return;
    const entry: Entry = { version, value, loading: undefined, bytes, expiresAt: Infinity, stats: this.statsOf(key, held) };
    this.entries.set(key, entry);
    this.heldBytes += bytes;
    this.evict();
  }

  /**
   * The entry under key, loading it on a miss: one load for all concurrent callers, kept for
   * `ttlMs`, its size measured once by `sizeOf` when it settles; a failed load is forgotten.
   */
  get<T>(key: string, load: () => Promise<T>, ttlMs: number, sizeOf: (value: T) => number): Promise<T> {
    const now = this.clock();
    const entry = this.entries.get(key);
    const stats = this.statsOf(key, entry);
    if (entry && entry.expiresAt > now) {
      stats.hits += 1;
      this.touch(key, entry);
      return (entry.loading ?? Promise.resolve(entry.value)) as Promise<T>;
    }
    stats.misses += 1;
    this.remove(key);
    const loading = load();
    const fresh: Entry = { version: UNVERSIONED, value: undefined, loading, bytes: 0, expiresAt: now + ttlMs, stats };
    this.entries.set(key, fresh);
    loading.then(
      (value) => {
        if (this.entries.get(key) !== fresh) return;
        fresh.loading = undefined;
        fresh.value = value;
        fresh.bytes = sizeOf(value);
        this.heldBytes += fresh.bytes;
        if (fresh.bytes > this.limits.maxBytes) this.remove(key);
        this.evict();
      },
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    this.evict();
    return loading;
  }

  /**
   * For a caller whose `peek` found an entry that its statement then showed to be of an old
   * version: the hit counted was in fact a miss.
   */
  recountAsMiss(key: string): void {
    const stats = this.statsOf(key, this.entries.get(key));
    if (stats.hits > 0) stats.hits -= 1;
    stats.misses += 1;
  }

  delete(key: string): void {
    this.remove(key);
  }

  /** Forgets every key starting with prefix (a namespace clear: rare, after a publication). */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.remove(key);
  }

  clear(): void {
    this.entries = new Map();
    this.heldBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The estimated bytes of the settled entries. */
  get bytes(): number {
    return this.heldBytes;
  }

  /** Hit and miss counts by namespace (read by the metrics collector). */
  stats(): ReadonlyMap<string, NamespaceStats> {
    return this.namespaces;
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }

  private evict(): void {
    while (this.entries.size > this.limits.maxEntries || this.heldBytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.remove(oldest);
      this.evictions += 1;
    }
  }

  /** The namespace's counters, taken from the entry when there is one (no string work on a hit). */
  private statsOf(key: string, entry: Entry | undefined): NamespaceStats {
    if (entry) return entry.stats;
    const colon = key.indexOf(':');
    const name = colon < 0 ? key : key.slice(0, colon);
    let stats = this.namespaces.get(name);
    if (!stats) {
      stats = { hits: 0, misses: 0 };
      this.namespaces.set(name, stats);
    }
    return stats;
  }
}

/** Approximate bytes a string takes in the V8 heap (two per UTF-16 unit, plus a header). */
export function stringBytes(value: string | null | undefined): number {
  return 16 + 2 * (value?.length ?? 0);
}
