// Paging constants and helpers without zod: the web client imports them on every list page,
// and a module with zod schemas at its top level would pull all of zod into that bundle.

/**
 * Paging of every list a user can grow (comments, posts, conversations, messages,
 * notifications). A page holds at most LIST_PAGE_MAX top-level items; the client asks for
 * the next page, passing the id of the last item it holds as the cursor, while the last
 * page was full. Lists keep the spec's array shape, so a client that knows nothing about
 * paging still gets the newest (or first) page.
 */
export const LIST_PAGE_MAX = 50;
/** Replies shown under each top-level reader comment; the rest come from `?parent=<id>`. */
export const REPLIES_PREVIEW = 3;

/** Post feeds (community page, discover) are newest first, 20 posts a page by default. */
export const FEED_PAGE_SIZE = 20;

/** The cursor for the next page, or undefined when the last page was not full (no more items). */
export function nextCursor<T>(
  page: readonly T[],
  id: (item: T) => number,
  pageSize = LIST_PAGE_MAX,
): number | undefined {
  const last = page[page.length - 1];
  return page.length >= pageSize && last !== undefined ? id(last) : undefined;
}
