import { z } from 'zod';
import { bookCardSchema } from './book-schemas';
import { dbId } from './ids';
import { LIST_LIMITS, LIST_MSG } from './lists';
import { MSG } from './messages';

const badRequest = { error: MSG.badRequest };

const titleSchema = z
  .string({ error: LIST_MSG.titleRequired })
  .trim()
  .min(1, LIST_MSG.titleRequired)
  .max(LIST_LIMITS.titleMax, LIST_MSG.titleTooLong);
const descriptionSchema = z.string(badRequest).trim().max(LIST_LIMITS.descriptionMax, LIST_MSG.descriptionTooLong);

/** POST /lists: a new list (private unless said otherwise). */
export const createListBodySchema = z.object({
  title: titleSchema,
  description: descriptionSchema.default(''),
  is_public: z.boolean(badRequest).default(false),
});
export type CreateListBody = z.infer<typeof createListBodySchema>;

/** PUT /lists/{listId}: rename, describe, open or close; only the fields sent change. */
export const updateListBodySchema = z
  .object({ title: titleSchema, description: descriptionSchema, is_public: z.boolean(badRequest) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, MSG.badRequest);
export type UpdateListBody = z.infer<typeof updateListBodySchema>;

/** PUT /lists/{listId}/books/{bookId}/position: after that story of the list, or first (null). */
export const moveListBookBodySchema = z.object({ after_book_id: dbId(MSG.badRequest).nullable() });

/** Someone's lists, newest first: `?before=<list id>`; `?book=` marks the lists holding that story. */
export const listsQuerySchema = z.object({
  before: dbId(MSG.badRequest).optional(),
  limit: z.coerce.number(badRequest).int(MSG.badRequest).min(1, MSG.badRequest).max(LIST_LIMITS.listsMax, MSG.badRequest).default(LIST_LIMITS.pageSize),
  book: dbId(MSG.badRequest).optional(),
});
export type ListsQuery = z.infer<typeof listsQuerySchema>;

/**
 * Where a page of a list's stories continues: the position and id of the last story the
 * previous page showed (`next_after` of that answer), so the next page starts right after it
 * however many stories before it this viewer may not see.
 */
const listCursorSchema = z.string(badRequest).regex(/^-?\d{1,18}_\d{1,10}$/, MSG.badRequest);

/** One page of a list's stories, in the owner's order: `page` alone counts from the start; with `after`, it only names the page. */
export const listBooksQuerySchema = z.object({
  page: z.coerce.number(badRequest).int(MSG.badRequest).min(1, MSG.badRequest).max(LIST_LIMITS.booksMax, MSG.badRequest).default(1),
  after: listCursorSchema.optional(),
});
export type ListBooksQuery = z.infer<typeof listBooksQuerySchema>;

export const listOwnerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  profile_image_url: z.string().nullable(),
});

/** A list as cards and headers show it: the first covers stand for it. */
export const readingListSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  /** Stories in the list the viewer may see. */
  book_count: z.number().int(),
  /** Up to four covers (null: a story without one), in the list's order. */
  covers: z.array(z.string().nullable()),
  owner: listOwnerSchema,
  is_owner: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** With `?book=`: whether the list holds that story. */
  has_book: z.boolean().optional(),
});
export type ReadingList = z.infer<typeof readingListSchema>;

export const listsPageResponseSchema = z.object({
  lists: z.array(readingListSchema),
  /** The next page's `before`, or null at the end. */
  next_before: z.number().int().nullable(),
});
export type ListsPageResponse = z.infer<typeof listsPageResponseSchema>;

/** GET /lists/{listId}: the list and one page of its stories. */
export const listPageResponseSchema = z.object({
  list: readingListSchema,
  books: z.array(bookCardSchema),
  page: z.number().int(),
  has_more: z.boolean(),
  /** The `after` of the next page (null at the end). */
  next_after: z.string().nullable(),
});
export type ListPageResponse = z.infer<typeof listPageResponseSchema>;

export const listBookResponseSchema = z.object({ list_id: z.number().int(), book_id: z.number().int(), in_list: z.boolean(), book_count: z.number().int() });
export type ListBookResponse = z.infer<typeof listBookResponseSchema>;
