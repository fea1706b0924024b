import { z } from 'zod';
import { dbId } from './ids';
import { MSG } from './messages';

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

/** A cursor: the id of the last item already received (a PostgreSQL integer). */
export const cursorIdSchema = dbId(MSG.badRequest);

export const pageLimitSchema = z.coerce.number({ error: MSG.badRequest }).int(MSG.badRequest).min(1, MSG.badRequest).max(LIST_PAGE_MAX, MSG.badRequest);

/** Newest first lists (notifications, conversations, a message thread, posts): `?before=<id>`. */
export const beforePageQuerySchema = z.object({
  before: cursorIdSchema.optional(),
  limit: pageLimitSchema.default(LIST_PAGE_MAX),
});
export type BeforePageQuery = z.infer<typeof beforePageQuerySchema>;

/** Post feeds (community page, discover) are newest first, 20 posts a page by default. */
export const FEED_PAGE_SIZE = 20;
export const feedPageQuerySchema = beforePageQuerySchema.extend({ limit: pageLimitSchema.default(FEED_PAGE_SIZE) });

/** Oldest first lists (post comments): `?after=<id>`. */
export const afterPageQuerySchema = z.object({
  after: cursorIdSchema.optional(),
  limit: pageLimitSchema.default(LIST_PAGE_MAX),
});
export type AfterPageQuery = z.infer<typeof afterPageQuerySchema>;

/**
 * Reader comments: top-level comments oldest first with their first REPLIES_PREVIEW replies;
 * `?parent=<comment id>&after=<reply id>` pages through the replies of one comment instead.
 */
export const readerCommentsQuerySchema = afterPageQuerySchema.extend({ parent: cursorIdSchema.optional() });
export type ReaderCommentsQuery = z.infer<typeof readerCommentsQuerySchema>;

/** The cursor for the next page, or undefined when the last page was not full (no more items). */
export function nextCursor<T>(page: readonly T[], id: (item: T) => number, pageSize = LIST_PAGE_MAX): number | undefined {
  const last = page[page.length - 1];
  return page.length >= pageSize && last !== undefined ? id(last) : undefined;
}
