import type { ShelfPageResponse } from '@okuryazar/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-sql';
import type { AppContext } from '../../lib/context';
import { sessionUser, sessionViewerSql, type AuthUser } from '../../lib/session';
import type { TokenClaims } from '../../lib/tokens';
import { listedBooksSql } from '../../policies/books';
import { presentBookCard } from './book-card.presenter';
import { type BookCardRow, bookCardColumnsSql, bookCardFromSql, viewerColumnsSql, type ViewerColumns } from './book-card.query';

type CardPageRow = ViewerColumns & Partial<BookCardRow>;

export interface CardPageQuery {
  /** Joined to the book `b` (a ranking's table, say); none by default. */
  join?: SQL;
  /** Which books, beside what the viewer may list (listedBooksSql), which is always applied. */
  where: SQL;
  order: SQL;
  page: number;
  pageSize: number;
  /** The statement's name: one per distinct text. */
  name: string;
}

/**
 * One page of book cards the session's viewer may list, in one statement with the session check
 * (the shelves in full, the rising stories): one card past the page tells whether another follows.
 */
export async function sessionCardPage(ctx: AppContext, claims: TokenClaims, query: CardPageQuery): Promise<{ viewer: AuthUser; body: ShelfPageResponse }> {
  const { page, pageSize } = query;
  const rows = await rowsOf<CardPageRow>(
    ctx.db,
    sql`select ${viewerColumnsSql}, card.*
        from ${sessionViewerSql(claims)}
        left join lateral (
          select ${bookCardColumnsSql}
          from ${bookCardFromSql} ${query.join ?? sql``}
          where ${query.where} and ${listedBooksSql(ctx.clock())}
          order by ${query.order}
          limit ${pageSize + 1} offset ${(page - 1) * pageSize}
        ) card on true`,
    query.name,
  );
  const viewer = sessionUser(rows[0]);
  const cards = rows.filter((r) => r.id !== null && r.id !== undefined);
  return {
    viewer,
    body: { books: cards.slice(0, pageSize).map((r) => presentBookCard(ctx.config, r as BookCardRow)), page, has_more: cards.length > pageSize },
  };
}
