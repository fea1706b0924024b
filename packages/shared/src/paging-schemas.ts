import { z } from 'zod';
import { dbId, paragraphIdSchema } from './ids';
import { MSG } from './messages';
import { FEED_PAGE_SIZE, LIST_PAGE_MAX } from './paging';

// Paging rules and the constants: ./paging.ts.

/** A cursor: the id of the last item already received (a PostgreSQL integer). */
export const cursorIdSchema = dbId(MSG.badRequest);

export const pageLimitSchema = z.coerce
  .number({ error: MSG.badRequest })
  .int(MSG.badRequest)
  .min(1, MSG.badRequest)
  .max(LIST_PAGE_MAX, MSG.badRequest);

/** Newest first lists (notifications, conversations, a message thread, posts): `?before=<id>`. */
export const beforePageQuerySchema = z.object({
  before: cursorIdSchema.optional(),
  limit: pageLimitSchema.default(LIST_PAGE_MAX),
});
export type BeforePageQuery = z.infer<typeof beforePageQuerySchema>;

/** Post feeds: FEED_PAGE_SIZE posts a page by default. */
export const feedPageQuerySchema = beforePageQuerySchema.extend({
  limit: pageLimitSchema.default(FEED_PAGE_SIZE),
});

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
export const readerCommentsQuerySchema = afterPageQuerySchema.extend({
  parent: cursorIdSchema.optional(),
  /** One paragraph's thread (its `data-pid`); without it, the chapter's general comments. */
  paragraph: paragraphIdSchema.optional(),
});
export type ReaderCommentsQuery = z.infer<typeof readerCommentsQuerySchema>;
