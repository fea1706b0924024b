import type { BookCard } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { books } from '../../db/schema';
import type { ShelfCache } from '../../lib/shelf-cache';
import { presentCardParts } from '../books/book-card.presenter';
import { selectBookCards, type BookCardRow } from '../books/book-card.query';
import { intArrayParam } from '../../db/raw-sql';
import type { ViewerBookState } from './shelf.query';

/**
 * The part of a book card that is the same for every viewer (title, author, category,
 * published chapter count, first chapter), kept per book in the shelf cache and loaded in
 * one query for the books missing from it. The viewer's part and the counters come live
 * from viewerShelfState, so counts are never older than the request.
 */
export async function sharedCards(ctx: AppContext, cache: ShelfCache, ids: number[]): Promise<Map<number, BookCardRow>> {
  const cards = new Map<number, BookCardRow>();
  const missing: number[] = [];
  const pending: Promise<void>[] = [];
  for (const id of ids) {
    const key = `card:${id}`;
    // Only look up here; a miss is loaded below with every other miss in one query.
    const hit = cache.peek<BookCardRow | null>(key);
    if (hit) pending.push(hit.then((row) => void (row && cards.set(id, row))));
    else missing.push(id);
  }
  if (missing.length > 0) {
    // One array parameter, never one per id (PostgreSQL takes at most 65,535 parameters).
    const load = selectBookCards(ctx.db, null).where(sql`${books.id} = any (${intArrayParam(missing)}::int[])`).execute();
    for (const id of missing) {
      const one = cache.get(`card:${id}`, async () => (await load).find((r) => r.id === id) ?? null);
      pending.push(one.then((row) => void (row && cards.set(id, row))));
    }
  }
  await Promise.all(pending);
  return cards;
}

/** A shared card with this viewer's live state laid over it. */
export function presentCard(ctx: AppContext, card: BookCardRow, state: ViewerBookState): BookCard {
  const isOwn = state.ownChapterCount !== null;
  return presentCardParts(ctx.config, card, {
    totalViews: Number(state.totalViews),
    totalLikes: Number(state.totalLikes),
    totalComments: Number(state.totalComments),
    isInLibrary: Boolean(state.isInLibrary),
    lastReadChapterId: state.lastReadChapterId === null ? null : Number(state.lastReadChapterId),
    lastReadAt: state.lastReadAt,
    viewerIsAuthor: isOwn,
    chapterCount: isOwn ? Number(state.ownChapterCount) : card.chapterCount,
  });
}
