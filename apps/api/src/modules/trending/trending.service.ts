import type { ShelfPageResponse, TrendingQuery } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-sql';
import type { AppContext } from '../../lib/context';
import { sessionUser, sessionViewerSql, type AuthUser } from '../../lib/session';
import type { TokenClaims } from '../../lib/tokens';
import { listedBooksSql } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { type BookCardRow, bookCardColumnsSql, bookCardFromSql, viewerColumnsSql, type ViewerColumns } from '../books/book-card.query';

type TrendingRow = ViewerColumns & Partial<BookCardRow>;

/**
 * GET /trending: a page of the rising stories (recompute.ts keeps the scores), best first, one
 * story an author (each author's best overall, or in the category asked for), what the viewer
 * may list (age, hidden warnings and tags, blocks), in one statement with the session check.
 */
export async function getTrending(ctx: AppContext, claims: TokenClaims, query: TrendingQuery): Promise<{ viewer: AuthUser; body: ShelfPageResponse }> {
  const { page, pageSize } = query;
  const inCategory = query.category === undefined ? sql`t.author_rank = 1` : sql`t.category_id = ${query.category} and t.category_author_rank = 1`;
  const rows = await rowsOf<TrendingRow>(
    ctx.db,
    sql`select ${viewerColumnsSql}, card.*
        from ${sessionViewerSql(claims)}
        left join lateral (
          select ${bookCardColumnsSql}
          from ${bookCardFromSql}
          join trending_books t on t.book_id = b.id
          where ${inCategory} and ${listedBooksSql(ctx.clock())}
          order by t.score desc, t.book_id
          limit ${pageSize + 1} offset ${(page - 1) * pageSize}
        ) card on true`,
    query.category === undefined ? 'trending_all' : 'trending_category',
  );
  const viewer = sessionUser(rows[0]);
  const cards = rows.filter((r) => r.id !== null && r.id !== undefined);
  return {
    viewer,
    body: { books: cards.slice(0, pageSize).map((r) => presentBookCard(ctx.config, r as BookCardRow)), page, has_more: cards.length > pageSize },
  };
}
