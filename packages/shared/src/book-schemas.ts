import { z } from 'zod';
import { CONTENT_WARNINGS } from './content-warnings';

/** A book as it appears in shelves and lists (docs/PRODUCT.md#data-shapes Book/story). */
export const bookCardSchema = z.object({
  book_id: z.number().int(),
  title: z.string(),
  author_id: z.number().int(),
  author_name: z.string(),
  username: z.string(),
  description: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  telif_id: z.number().int(),
  is_published: z.boolean(),
  is_mature_content: z.boolean(),
  /** docs/PRODUCT.md#trust-and-safety: the story's content warnings (keys of CONTENT_WARNINGS, catalogue order). */
  content_warnings: z.array(z.enum(CONTENT_WARNINGS)),
  total_views: z.number().int(),
  total_likes: z.number().int(),
  total_comments: z.number().int(),
  chapter_count: z.number().int(),
  published_chapters_count: z.number().int(),
  isInLibrary: z.boolean(),
  /** The chapter the reader stopped at, or null when they have not started. */
  last_read: z
    .object({ chapter_id: z.number().int(), updated_at: z.string() })
    .nullable(),
  first_chapter_id: z.number().int().nullable(),
  created_at: z.string(),
  /** docs/PRODUCT.md#discovery story facts: the author's status, words and reading time of the published chapters. */
  is_completed: z.boolean(),
  word_count: z.number().int(),
  reading_minutes: z.number().int(),
  /** The newest chapter publication; null while no chapter is published. */
  updated_at: z.string().nullable(),
});
export type BookCard = z.infer<typeof bookCardSchema>;

/**
 * A published, non-mature story with a cover for the visitors' landing carousel
 * (`GET /books/featured`): only what a cover slide shows.
 */
export const featuredBookSchema = z.object({
  book_id: z.number().int(),
  title: z.string(),
  author_name: z.string(),
  cover_image_url: z.string(),
});
export type FeaturedBook = z.infer<typeof featuredBookSchema>;
export const featuredBooksResponseSchema = z.array(featuredBookSchema);

export const dashboardResponseSchema = z.object({
  yourLibrary: z.array(bookCardSchema),
  recommended: z.array(bookCardSchema),
  newReleases: z.array(bookCardSchema),
  popular: z.array(bookCardSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** The shared shelves in full (docs/PRODUCT.md#discovery "Tümünü gör"): `GET /books/new` and `GET /books/popular`. */
export const SHELF_LISTS = ['new', 'popular'] as const;
export type ShelfList = (typeof SHELF_LISTS)[number];

/** One page of a shelf in full; `has_more` says whether a next page has books. */
export const shelfPageResponseSchema = z.object({
  books: z.array(bookCardSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type ShelfPageResponse = z.infer<typeof shelfPageResponseSchema>;

/** "Sıradaki okuma" under a story's last chapter: at most this many books. */
export const NEXT_READ_COUNT = 3;
