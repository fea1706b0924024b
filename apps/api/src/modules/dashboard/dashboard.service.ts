import { LIMITS, type BookCard, type DashboardResponse } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import { shelfCacheOf, type ShelfCache } from '../../lib/shelf-cache';
import { audienceBooks, canSeeMature, listedBooksHiding, listedBooksHidingAll, type Viewer } from '../../policies/books';
import { hiddenTagsOf, hiddenWarningsOf } from '../settings/reading-settings.service';
import { presentCard, sharedCards } from './dashboard.cards';
import { recommendationCacheOf, recommendationKey } from './recommendation-cache';
import { newReleaseIds, popularIds, recommendedIds, viewerShelfState, type ViewerBookState } from './shelf.query';

interface SharedShelves {
  newIds: number[];
  popular: number[];
}

/**
 * The four shelves. New releases and popular are the same for everyone of an age group, so
 * their book ids come from the shelf cache; the recommendations' ids from a per-reader cache
 * (recommendation-cache.ts); the library and every viewer-specific value, the
 * recommendations' live checks included, from one query per request (shelf.query.ts); and
 * the cards' shared part from the card cache.
 *
 * A reader who hides content warnings (docs/PRODUCT.md#trust-and-safety) loses those books from the shared shelves
 * through the live `listed` state; only when that leaves a shelf short are the shelves read
 * again for their set of hidden warnings (cached per set: at most 2^7 per age group), so
 * everyone else pays nothing for the filter.
 */
export async function getDashboard(ctx: AppContext, viewer: Viewer): Promise<DashboardResponse> {
  const now = ctx.clock();
  const cache = shelfCacheOf(ctx);
  const audience = canSeeMature(viewer, now) ? 'adult' : 'minor';
  // PGlite is a single connection, so the queries run one after another there.
  const everyone: SharedShelves = {
    newIds: await cache.get(`new:${audience}`, () => newReleaseIds(ctx.db, audienceBooks(viewer, now))),
    popular: await cache.get(`popular:${audience}`, () => popularIds(ctx.db, audienceBooks(viewer, now))),
  };
  const recommended = await recommendationCacheOf(ctx).get(recommendationKey(viewer.id, audience), () => recommendedIds(ctx.db, viewer, now));
  let states = await viewerShelfState(ctx.db, viewer, now, [...new Set([...everyone.newIds, ...everyone.popular])], recommended);
  let shelves = everyone;
  if (cutShort(everyone, states)) {
    const hidden = [...(await hiddenWarningsOf(ctx.db, viewer.id))].sort();
    const hiddenTags = await hiddenTagsOf(ctx.db, viewer.id);
    if (hidden.length > 0 || hiddenTags.length > 0) {
      shelves = hiddenTags.length > 0 ? await shelvesHidingTags(ctx, viewer, now, hidden) : await shelvesHiding(ctx, cache, viewer, now, audience, hidden);
      states = await viewerShelfState(ctx.db, viewer, now, [...new Set([...shelves.newIds, ...shelves.popular])], recommended);
    }
  }
  const byId = new Map(states.map((s) => [Number(s.id), s]));
  const cards = await sharedCards(ctx, cache, [...byId.keys()]);

  // Visibility is checked again on live rows, so a shelf cached just before a book was
  // withdrawn never shows it.
  const shelf = (ids: number[], allowed: (s: ViewerBookState) => boolean): BookCard[] =>
    ids.flatMap((id) => {
      const state = byId.get(id);
      const card = cards.get(id);
      return state && card && allowed(state) ? [presentCard(ctx, card, state)] : [];
    });
  const ordered = (pos: (s: ViewerBookState) => number | null) =>
    states
      .filter((s) => pos(s) !== null)
      .sort((a, b) => pos(a)! - pos(b)!)
      .map((s) => Number(s.id));

  return {
    // The reader's own library keeps stories with warnings they hide: they chose them.
    yourLibrary: shelf(ordered((s) => s.libraryPos), (s) => s.visible),
    recommended: shelf(ordered((s) => s.recommendedPos), (s) => s.listed),
    newReleases: shelf(shelves.newIds, (s) => s.listed),
    popular: shelf(shelves.popular, (s) => s.listed),
  };
}

/** A full shared shelf that loses books this viewer may not list (hidden warnings, or a book withdrawn since). */
function cutShort(shelves: SharedShelves, states: ViewerBookState[]): boolean {
  const unlisted = new Set(states.filter((s) => !s.listed).map((s) => Number(s.id)));
  const short = (ids: number[]) => ids.length === LIMITS.dashboardShelfSize && ids.some((id) => unlisted.has(id));
  return unlisted.size > 0 && (short(shelves.newIds) || short(shelves.popular));
}

/** The shelves of a reader who hides tags: their own (any of thousands of tags), read only when a shared shelf came up short. */
async function shelvesHidingTags(ctx: AppContext, viewer: Viewer, now: number, hidden: string[]): Promise<SharedShelves> {
  const listed = listedBooksHidingAll(viewer, hidden, now);
  return { newIds: await newReleaseIds(ctx.db, listed), popular: await popularIds(ctx.db, listed) };
}

async function shelvesHiding(
  ctx: AppContext,
  cache: ShelfCache,
  viewer: Viewer,
  now: number,
  audience: string,
  hidden: string[],
): Promise<SharedShelves> {
  const key = `${audience}:${hidden.join(',')}`;
  const listed = listedBooksHiding(viewer, hidden, now);
  return {
    newIds: await cache.get(`new:${key}`, () => newReleaseIds(ctx.db, listed)),
    popular: await cache.get(`popular:${key}`, () => popularIds(ctx.db, listed)),
  };
}
