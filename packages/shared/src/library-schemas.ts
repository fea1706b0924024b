import { z } from 'zod';
import { bookCardSchema } from './book-schemas';
import { LIBRARY_PAGE_MAX, LIBRARY_PAGE_SIZE, LIBRARY_QUERY_MAX, LIBRARY_SORTS, LIBRARY_STATUSES } from './library';
import { MSG } from './messages';

// Paging constants and sort modes: ./library.ts.

const badRequest = { error: MSG.badRequest };

export const libraryQuerySchema = z.object({
  /** A title search: Turkish-folded substring (docs/PRODUCT.md#discovery), so `calikusu` finds `Çalıkuşu`. */
  q: z.string(badRequest).trim().max(LIBRARY_QUERY_MAX, MSG.libraryQueryTooLong).optional(),
  sort: z.enum(LIBRARY_SORTS, badRequest).default('lastRead'),
  /** Only the books with this status. */
  status: z.enum(LIBRARY_STATUSES, badRequest).optional(),
  page: z.coerce.number(badRequest).int(MSG.badRequest).min(1, MSG.badRequest).max(10_000, MSG.badRequest).default(1),
  pageSize: z.coerce
    .number(badRequest)
    .int(MSG.badRequest)
    .min(1, MSG.badRequest)
    .max(LIBRARY_PAGE_MAX, MSG.badRequest)
    .default(LIBRARY_PAGE_SIZE),
});
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

/** One page of the library: `total` books match the search, `has_more` when a next page has some. */
export const libraryStatusSchema = z.enum(LIBRARY_STATUSES, { error: MSG.libraryStatusInvalid });

/** How many books of the whole library have each status (the filter's tabs), whatever the search or filter. */
export const libraryStatusCountsSchema = z.object({ reading: z.number().int(), planned: z.number().int(), finished: z.number().int(), dropped: z.number().int() });

export const libraryPageResponseSchema = z.object({
  books: z.array(bookCardSchema.extend({ library_status: libraryStatusSchema.optional() })),
  page: z.number().int(),
  total: z.number().int(),
  has_more: z.boolean(),
  /** Always sent by the server; optional for clients of the older shape. */
  status_counts: libraryStatusCountsSchema.optional(),
});

/** PUT /library/{bookId}/status: the reader's own choice, kept until they choose again. */
export const libraryStatusBodySchema = z.object({ status: libraryStatusSchema });
export const libraryStatusResponseSchema = z.object({ status: libraryStatusSchema, isInLibrary: z.literal(true) });
export type LibraryPageResponse = z.infer<typeof libraryPageResponseSchema>;
