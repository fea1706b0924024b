import { NEXT_READ_COUNT, type BookCard } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { books } from '../../db/schema';
import { listedBooks, type Viewer } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { rowsPlannedForValues } from '../../db/raw-sql';
import { bookCardsByIds } from '../books/book-card.query';
import { loadVisibleBookCard } from '../books/books.service';
import { recommendationSql } from './recommendation.query';

/**
 * "Sıradaki okuma" under a story's last chapter (docs/PRODUCT.md#discovery): the dashboard's recommendations
 * (recommendation.query.ts) seeded by this story instead of the library: what its other readers
 * keep, then the most read of its category, then of its tags, then of all. Never this story,
 * nor one the reader keeps, has started or wrote; a story the reader may not open is a 404.
 */
export async function getNextRead(ctx: AppContext, viewer: Viewer, bookId: number): Promise<BookCard[]> {
  const now = ctx.clock();
  await loadVisibleBookCard(ctx.db, viewer, bookId, now);
  const order = await rowsPlannedForValues<{ id: number; pos: number }>(
    ctx.db,
    recommendationSql({
      viewerId: viewer.id,
      seeds: sql`select ${bookId}::int as book_id`,
      categories: sql`select category_id from books seed where seed.id = ${bookId}`,
      tags: sql`select tag from book_tags seed_tags where seed_tags.book_id = ${bookId}`,
      listed: listedBooks(viewer, now),
      exclude: sql`${books.id} <> ${bookId}`,
      limit: NEXT_READ_COUNT,
    }),
  );
  const ids = order.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const rows = await bookCardsByIds(ctx.db, viewer.id, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentBookCard(ctx.config, row)] : [];
  });
}
