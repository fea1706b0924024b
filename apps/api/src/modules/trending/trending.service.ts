import type { ShelfPageResponse, TrendingQuery } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { AuthUser } from '../../lib/session';
import type { TokenClaims } from '../../lib/tokens';
import { sessionCardPage } from '../books/card-page';

/**
 * GET /trending: a page of the rising stories (recompute.ts keeps the scores), best first, one
 * story an author (each author's best overall, or in the category asked for), what the viewer
 * may list (age, hidden warnings and tags, blocks), in one statement with the session check.
 */
export function getTrending(ctx: AppContext, claims: TokenClaims, query: TrendingQuery): Promise<{ viewer: AuthUser; body: ShelfPageResponse }> {
  const inCategory = query.category === undefined ? sql`t.author_rank = 1` : sql`t.category_id = ${query.category} and t.category_author_rank = 1`;
  return sessionCardPage(ctx, claims, {
    join: sql`join trending_books t on t.book_id = b.id`,
    where: inCategory,
    order: sql`t.score desc, t.book_id`,
    page: query.page,
    pageSize: query.pageSize,
    name: query.category === undefined ? 'trending_all' : 'trending_category',
  });
}
