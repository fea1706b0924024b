import { MSG, type BookCard, type StoryListFilter } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { categories } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { TokenClaims } from '../../lib/tokens';
import { sessionUser, sessionViewerSql, type AuthUser } from '../../lib/session';
import { listedBooksSql } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { type BookCardRow, bookCardColumnsSql, bookCardFromSql, viewerColumnsSql, type ViewerColumns } from '../books/book-card.query';
import { filterKey, storyFilterSql, storyOrderSql } from '../books/story-list.query';
import { rowsOf } from '../../db/raw-sql';

export async function getCategory(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound(MSG.categoryNotFound);
  return row;
}

type CategoryPageRow = ViewerColumns & Partial<BookCardRow> & { categoryFound: number | null };

/**
 * One page of a category's books in the chosen order (most read first by default) and
 * filters, in one statement with the session check and the category's existence (a 404 for
 * an unknown category, an empty page past the end).
 */
export async function getCategoryBooks(
  ctx: AppContext,
  claims: TokenClaims,
  id: number,
  page: number,
  pageSize: number,
  filter: StoryListFilter,
): Promise<{ viewer: AuthUser; body: BookCard[] }> {
  const rows = await rowsOf<CategoryPageRow>(
    ctx.db,
    sql`select ${viewerColumnsSql}, k0.id as "categoryFound", card.*
        from ${sessionViewerSql(claims)}
        left join categories k0 on k0.id = ${id}
        left join lateral (
          select ${bookCardColumnsSql}
          from ${bookCardFromSql}
          where k0.id is not null and b.category_id = ${id} and ${listedBooksSql(ctx.clock())} and ${storyFilterSql(filter)}
          order by ${storyOrderSql(filter.sort)}
          limit ${pageSize} offset ${(page - 1) * pageSize}
        ) card on true`,
    `category_books_${filterKey(filter)}`,
  );
  const viewer = sessionUser(rows[0]);
  if (rows[0]?.categoryFound === null || rows[0]?.categoryFound === undefined) throw notFound(MSG.categoryNotFound);
  const body = rows.filter((r) => r.id !== null && r.id !== undefined).map((r) => presentBookCard(ctx.config, r as BookCardRow));
  return { viewer, body };
}
