import type { BookCard, LibraryPageResponse, LibraryQuery } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import type { Viewer } from '../../policies/books';
import { presentBookCard } from './book-card.presenter';
import { libraryCount, libraryPage } from './library.query';
import { libraryStatusCounts } from './library-status';

/**
 * GET /library/books: one page of the reader's library (library.query.ts), with how many
 * books match the search and whether a next page has some.
 */
export async function getLibraryPage(ctx: AppContext, viewer: Viewer, query: LibraryQuery): Promise<LibraryPageResponse> {
  const now = ctx.clock();
  const filter = { viewerId: viewer.id, now, query: query.q, status: query.status };
  const [rows, statusCounts] = await Promise.all([
    libraryPage(ctx.db, { ...filter, sort: query.sort, page: query.page, pageSize: query.pageSize }),
    libraryStatusCounts(ctx.db, viewer.id, now),
  ]);
  // A page past the last one has no row to carry the total: counted on its own, rarely.
  const total = rows[0] ? Number(rows[0].total) : query.page > 1 ? await libraryCount(ctx.db, filter) : 0;
  return {
    books: rows.map((r) => ({ ...presentBookCard(ctx.config, r), library_status: r.libraryStatus })),
    page: query.page,
    total,
    has_more: (query.page - 1) * query.pageSize + rows.length < total,
    status_counts: statusCounts,
  };
}

/**
 * GET /library/reading-list, the spec's call: the same page as a bare array of cards, so a
 * client that knows nothing of paging gets the first page (most recently read first).
 */
export async function getReadingList(ctx: AppContext, viewer: Viewer, query: LibraryQuery): Promise<BookCard[]> {
  const rows = await libraryPage(ctx.db, { viewerId: viewer.id, now: ctx.clock(), query: query.q, status: query.status, sort: query.sort, page: query.page, pageSize: query.pageSize });
  return rows.map((r) => presentBookCard(ctx.config, r));
}
