import type { AppContext } from '../../lib/context';
import { rootContext } from '../../lib/context-scope';
import { TtlCache } from '../../lib/ttl-cache';

/**
 * How long a reader's "Sizin İçin Önerilen" candidates are reused. Computing them walks
 * co-readers, categories and tags (recommendation.query.ts): most of a dashboard's database
 * time, for a list that need not change from one visit to the next. What must be live is
 * applied on every call to the cached ids (shelf.query.ts): a book kept, started, written,
 * withdrawn or hidden since never shows.
 */
export const RECOMMENDATIONS_TTL_MS = 60_000;
/** One entry per reader and age group; past this many the oldest go first. */
const MAX_READERS = 20_000;

const caches = new WeakMap<AppContext, TtlCache<number[]>>();

/** The app instance's cache of recommended book ids per reader (one per AppContext). */
export function recommendationCacheOf(scoped: AppContext): TtlCache<number[]> {
  const ctx = rootContext(scoped);
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new TtlCache<number[]>(ctx.clock, RECOMMENDATIONS_TTL_MS, MAX_READERS);
    caches.set(ctx, cache);
  }
  return cache;
}

export function recommendationKey(viewerId: number, audience: 'adult' | 'minor'): string {
  return `${viewerId}:${audience}`;
}

/**
 * The reader's library changed, and with it what their recommendations start from: the
 * next dashboard computes them again. (Other instances catch up within the TTL; what the
 * reader must never see is filtered live anyway.)
 */
export function forgetRecommendations(scoped: AppContext, viewerId: number): void {
  const cache = caches.get(rootContext(scoped));
  cache?.delete(recommendationKey(viewerId, 'adult'));
  cache?.delete(recommendationKey(viewerId, 'minor'));
}
