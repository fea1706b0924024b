// The library's paging constants without zod: the web's library page imports them, and a
// module with zod schemas at its top level would pull all of zod into that bundle.

/**
 * The reader's library, paged on the server (issue 26): a library can hold tens of thousands
 * of books, so it is searched, sorted and cut into pages by the database, never sent whole.
 * docs/PRODUCT.md#behaviour-and-states sort modes: 'lastRead' (most recently read first, then the books never opened, most
 * recently added first) and 'alphabetical' (Turkish collation: Ç after C, ı before i).
 */
export const LIBRARY_SORTS = ['lastRead', 'alphabetical'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

/** Books a library page holds by default, and at most. */
export const LIBRARY_PAGE_SIZE = 24;
export const LIBRARY_PAGE_MAX = 60;
/** The longest title search accepted (a title is at most 200 characters). */
export const LIBRARY_QUERY_MAX = 100;

/**
 * Where a story stands for the reader who keeps it: set by reading (the first chapter read
 * makes a planned story 'reading', the last chapter of a completed story makes it 'finished')
 * unless the reader chose one themselves.
 */
export const LIBRARY_STATUSES = ['reading', 'planned', 'finished', 'dropped'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];
export const LIBRARY_STATUS_LABELS: Record<LibraryStatus, string> = {
  reading: 'Okuyorum',
  planned: 'Okuyacağım',
  finished: 'Bitirdim',
  dropped: 'Bıraktım',
};
