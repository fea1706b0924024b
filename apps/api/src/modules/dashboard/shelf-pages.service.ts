import type { ShelfList, ShelfPageResponse } from '@okuryazar/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { TokenClaims } from '../../lib/tokens';
import type { AuthUser } from '../../lib/session';
import { sessionCardPage } from '../books/card-page';

/*
 * The dashboard's shared shelves in full (docs/PRODUCT.md#discovery "Tümünü gör"), in the shelves' own order
 * (shelf.query.ts newReleaseIds and popularIds), so the first page starts with the shelf.
 * Each order is an index read backwards: books_listed_new_idx and books_listed_popular_idx.
 */
const ORDERS: Record<ShelfList, SQL> = {
  new: sql`coalesce(b.published_at, b.created_at) desc, b.id desc`,
  popular: sql`b.total_views desc, b.total_likes desc, b.id desc`,
};

/**
 * One page of a shelf for the signed-in viewer, in one statement with the session check:
 * what the viewer may list (published, mature only for adults, no suspended author, none of
 * the warnings they hide), one book more than the page to tell whether another page follows.
 */
export function getShelfPage(
  ctx: AppContext,
  claims: TokenClaims,
  shelf: ShelfList,
  page: number,
  pageSize: number,
): Promise<{ viewer: AuthUser; body: ShelfPageResponse }> {
  return sessionCardPage(ctx, claims, { where: sql`true`, order: ORDERS[shelf], page, pageSize, name: `shelf_books_${shelf}` });
}
