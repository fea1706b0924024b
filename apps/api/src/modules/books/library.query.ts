import { foldQuery, type LibrarySort, type LibraryStatus } from '@okuryazar/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { visibleBooksSql } from '../../policies/books';
import { escapeLike } from '../discovery/prefix';
import { type BookCardRow, bookCardColumnsSql, bookCardFromSql } from './book-card.query';
import { rowsOf } from '../../db/raw-sql';

/*
 * The reader's library, one page at a time (issue 26: a library of 70,000 books answered
 * 39 MB in 16 s). The page is searched, sorted and cut in the database; the cards are built
 * for the page's books only. Sorting needs every entry of the reader's library (their
 * primary key, user_id first), so a page reads the library's sort keys, not its cards, and
 * keeps the best offset + pageSize of them (a bounded top-N sort; the count over all of them
 * comes from the same pass).
 */

/**
 * docs/PRODUCT.md#behaviour-and-states orders, each ending in the book id so pages never overlap: 'lastRead' is the most
 * recently read first, then the books never opened, most recently added first;
 * 'alphabetical' is Turkish collation through the stored sort key (books.title_sort,
 * tr_sort_key in migration 0028), compared byte by byte. `keys` are the page's columns that
 * `order` sorts on, so the outer statement puts the cards back in the page's order.
 */
const ORDERS: Record<LibrarySort, { keys: SQL; inner: SQL; outer: SQL }> = {
  lastRead: {
    keys: sql`p.updated_at as k1, l.added_at as k2`,
    inner: sql`p.updated_at desc nulls last, l.added_at desc, b.id desc`,
    outer: sql`page.k1 desc nulls last, page.k2 desc, page.id desc`,
  },
  alphabetical: {
    keys: sql`b.title_sort as k1`,
    inner: sql`b.title_sort collate "C", b.id`,
    outer: sql`page.k1 collate "C", page.id`,
  },
};

export interface LibraryPageInput {
  viewerId: number;
  now: number;
  /** The title search as typed (folded here); empty or absent: every book. */
  query: string | undefined;
  sort: LibrarySort;
  /** Only the books with this status; absent: every book. */
  status?: LibraryStatus;
  page: number;
  pageSize: number;
}

export type LibraryRow = BookCardRow & { total: number; libraryStatus: LibraryStatus };

/**
 * One page of the viewer's library with the number of books matching the search (`total`,
 * counted in the same pass as the sort), in the page's order. The books are those the viewer
 * may still see (policies/books.ts visibleBooks: a book withdrawn since it was added is left
 * out); hidden content warnings do not apply (the reader chose these books). The search is
 * the folded title (books.title_fold, docs/PRODUCT.md#discovery) containing the folded query.
 */
export function libraryPage(db: DbOrTx, input: LibraryPageInput): Promise<LibraryRow[]> {
  const folded = foldQuery(input.query ?? '');
  const matches = folded ? sql`and b.title_fold like ${`%${escapeLike(folded)}%`}` : sql``;
  const order = ORDERS[input.sort];
  const status = input.status ? sql`and l.status = ${input.status}` : sql``;
  return rowsOf<LibraryRow>(
    db,
    sql`select card.*, page.total::int as "total", page.status as "libraryStatus"
        from users v
        cross join lateral (
          select b.id, ${order.keys}, l.status, count(*) over () as total
          from library_entries l
          join books b on b.id = l.book_id
          left join reading_progress p on p.user_id = l.user_id and p.book_id = l.book_id
          where l.user_id = v.id and ${visibleBooksSql(input.now)} ${matches} ${status}
          order by ${order.inner}
          limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}
        ) page
        cross join lateral (select ${bookCardColumnsSql} from ${bookCardFromSql} where b.id = page.id) card
        where v.id = ${input.viewerId}
        order by ${order.outer}`,
    `library_page_${input.sort}${folded ? '_q' : ''}${input.status ? '_s' : ''}`,
  );
}

/** How many books of the viewer's library match the search: for a page past the last one. */
export async function libraryCount(db: DbOrTx, input: Omit<LibraryPageInput, 'sort' | 'page' | 'pageSize'>): Promise<number> {
  const folded = foldQuery(input.query ?? '');
  const matches = folded ? sql`and b.title_fold like ${`%${escapeLike(folded)}%`}` : sql``;
  const status = input.status ? sql`and l.status = ${input.status}` : sql``;
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total
        from users v
        join library_entries l on l.user_id = v.id
        join books b on b.id = l.book_id
        where v.id = ${input.viewerId} and ${visibleBooksSql(input.now)} ${matches} ${status}`,
    `library_count${folded ? '_q' : ''}${input.status ? '_s' : ''}`,
  );
  return Number(row?.total ?? 0);
}
