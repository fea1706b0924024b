import { z } from 'zod';
import { dbId } from './ids';
import { MSG } from './messages';

/** Rising stories on one page of "Yükselenler" (docs/PRODUCT.md#rising-stories). */
export const TRENDING_PAGE_SIZE = 24;

const badRequest = { error: MSG.badRequest };

/** GET /trending: all categories or one, a page at a time. */
export const trendingQuerySchema = z.object({
  category: dbId(MSG.badRequest).optional(),
  page: z.coerce.number(badRequest).int(MSG.badRequest).min(1, MSG.badRequest).max(1000, MSG.badRequest).default(1),
  pageSize: z.coerce.number(badRequest).int(MSG.badRequest).min(1, MSG.badRequest).max(TRENDING_PAGE_SIZE, MSG.badRequest).default(TRENDING_PAGE_SIZE),
});
export type TrendingQuery = z.infer<typeof trendingQuerySchema>;
