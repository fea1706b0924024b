import type { BookCard, DashboardResponse } from '@okuryazar/shared';
import type { AppContext } from '../../context';
import { shelfCacheOf } from '../../lib/shelf-cache';
import { canSeeMature, type Viewer } from '../../policies/books';
import { presentCard, sharedCards } from './dashboard.cards';
import { newReleaseIds, popularIds, viewerShelfState, type ViewerBookState } from './shelf.queries';

/**
 * The four shelves. New releases and popular are the same for everyone of an age group
 * (listedBooks depends on nothing else), so their book ids come from the shelf cache; the
 * library, the recommendations and every viewer-specific value come from one query per
 * request (shelf.queries.ts), and the cards' shared part from the card cache.
 */
export async function getDashboard(ctx: AppContext, viewer: Viewer): Promise<DashboardResponse> {
  const now = ctx.clock();
  const cache = shelfCacheOf(ctx);
  const audience = canSeeMature(viewer, now) ? 'adult' : 'minor';
  // PGlite is a single connection, so the queries run one after another there.
  const newIds = await cache.get(`new:${audience}`, () => newReleaseIds(ctx.db, viewer, now));
  const popular = await cache.get(`popular:${audience}`, () => popularIds(ctx.db, viewer, now));
  const states = await viewerShelfState(ctx.db, viewer, now, [...new Set([...newIds, ...popular])]);
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
    yourLibrary: shelf(ordered((s) => s.libraryPos), (s) => s.visible),
    recommended: shelf(ordered((s) => s.recommendedPos), (s) => s.listed),
    newReleases: shelf(newIds, (s) => s.listed),
    popular: shelf(popular, (s) => s.listed),
  };
}
