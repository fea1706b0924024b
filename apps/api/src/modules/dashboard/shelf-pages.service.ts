import type { ShelfList, ShelfPageResponse } from '@okuryazar/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { TokenClaims } from '../../lib/tokens';
import { sessionUser, sessionViewerSql, type AuthUser } from '../../lib/session';
import { listedBooksSql } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { type BookCardRow, bookCardColumnsSql, bookCardFromSql, viewerColumnsSql, type ViewerColumns } from '../books/book-card.query';
import { rowsOf } from '../../db/raw-sql';

/*
 * The dashboard's shared shelves in full (docs/PRODUCT.md#discovery "Tümünü gör"), in the shelves' own order
 * (shelf.query.ts newReleaseIds and popularIds), so the first page starts with the shelf.
 * Each order is an index read backwards: books_listed_new_idx and books_listed_popular_idx.
 */
const ORDERS: Record<ShelfList, SQL> = {
  new: sql`coalesce(b.published_at, b.created_at) desc, b.id desc`,
  popular: sql`b.total_views desc, b.total_likes desc, b.id desc`,
};

type ShelfRow = ViewerColumns & Partial<BookCardRow>;

/**
 * One page of a shelf for the signed-in viewer, in one statement with the session check:
 * what the viewer may list (published, mature only for adults, no suspended author, none of
 * the warnings they hide), one book more than the page to tell whether another page follows.
 */
export async function getShelfPage(
  ctx: AppContext,
  claims: TokenClaims,
  shelf: ShelfList,
  page: number,
  pageSize: number,
): Promise<{ viewer: AuthUser; body: ShelfPageResponse }> {
  const rows = await rowsOf<ShelfRow>(
    ctx.db,
    sql`select ${viewerColumnsSql}, card.*
        from ${sessionViewerSql(claims)}
        left join lateral (
          select ${bookCardColumnsSql}
          from ${bookCardFromSql}
          where ${listedBooksSql(ctx.clock())}
          order by ${ORDERS[shelf]}
          limit ${pageSize + 1} offset ${(page - 1) * pageSize}
        ) card on true`,
    `shelf_books_${shelf}`,
  );
  const viewer = sessionUser(rows[0]);
  const cards = rows.filter((r) => r.id !== null && r.id !== undefined);
  return {
    viewer,
    body: {
      books: cards.slice(0, pageSize).map((r) => presentBookCard(ctx.config, r as BookCardRow)),
      page,
      has_more: cards.length > pageSize,
    },
  };
}
