import { z } from 'zod';
import { bookCardSchema } from './book-schemas';
import { dbId, paragraphIdSchema, timestampMs } from './ids';
import { LIMITS } from './limits';
import { LIBRARY_STATUSES } from './library';
import { removalSchema } from './removal-schema';
import { tagFilterQuerySchema, tagSchema } from './tag-schemas';
import { MSG } from './messages';

export const COMMENT_MAX_CHARS = LIMITS.commentMaxChars;
export const PAGE_SIZE = 24;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(PAGE_SIZE),
});

export const categorySchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });

export const bookChapterItemSchema = z.object({
  chapter_id: z.number().int(),
  chapter_number: z.number().int(),
  title: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  created_at: z.string(),
});
export const bookPageResponseSchema = z.object({
  book: bookCardSchema,
  chapters: z.array(bookChapterItemSchema),
  tags: z.array(tagSchema),
  /** The story's status in the viewer's library (Okuyorum, Okuyacağım, Bitirdim, Bıraktım); null when it is not there. */
  library_status: z.enum(LIBRARY_STATUSES).nullable().optional(),
});
export type BookPageResponse = z.infer<typeof bookPageResponseSchema>;

export const toggleLibraryResponseSchema = z.object({ isInLibrary: z.boolean() });

export const readerChapterSchema = z.object({
  chapter_id: z.number().int(),
  chapter_number: z.number().int(),
  title: z.string(),
  /** Only the requested chapter carries its content; the others are null (docs/PRODUCT.md#product-decisions). */
  content: z.string().nullable(),
  /** The author's notes before and after the text (docs/PRODUCT.md#reading-comfort-and-writers-tools), like content only on the requested chapter; '' when none. */
  note_before: z.string().nullable(),
  note_after: z.string().nullable(),
  is_published: z.boolean(),
  is_liked: z.boolean(),
  likes: z.number().int(),
  views: z.number().int(),
  comments: z.number().int(),
  created_at: z.string(),
  /** When it was first published (the reader shows it under the title); null for chapters published before it was recorded. */
  published_at: z.string().nullable(),
  author_name: z.string(),
});
export const readerResponseSchema = bookCardSchema.extend({
  current_chapter_id: z.number().int(),
  /** The author closed new comments: the composer gives way to MSG.commentsClosed. */
  comments_closed: z.boolean(),
  chapters: z.array(readerChapterSchema),
  /**
   * "Önceki bölümlerde" (docs/PRODUCT.md#community-engine): the previous published chapter's recap, only for a signed-in reader who opens this
   * chapter LIMITS.recapReturnDays or more after their last read of the story and only when that chapter has one; else null.
   * Decided per reader on every call: never kept in a shared or offline cache.
   */
  recap: z.object({ chapter_title: z.string(), text: z.string() }).nullable().optional(),
});
export type ReaderResponse = z.infer<typeof readerResponseSchema>;
export type ReaderChapter = z.infer<typeof readerChapterSchema>;

export const incrementViewsResponseSchema = z.object({ viewUpdated: z.boolean(), views: z.number().int() });

/**
 * Where in a chapter the reader is, beyond the spec's scrollY: the paragraph at the top of
 * the screen (its index among the text's top-level blocks) and how far into it (0 = its top
 * edge, 1 = its bottom edge). Unlike scrollY it names the same words after the font size,
 * the line height or the screen width changed. Both or neither: absent above or below the
 * text (the chapter's title, the comments), where scrollY is what there is.
 */
const paragraphPlace = {
  paragraph: z.number({ error: MSG.badRequest }).int(MSG.badRequest).min(0, MSG.badRequest).max(LIMITS.chapterMaxChars, MSG.badRequest).optional(),
  offset: z.number({ error: MSG.badRequest }).finite(MSG.badRequest).min(0, MSG.badRequest).max(1, MSG.badRequest).optional(),
};

export const positionSchema = z
  .object({
    scrollY: z.number().finite().min(0).max(10_000_000),
    timestamp: timestampMs(),
    ...paragraphPlace,
  })
  .refine((p) => (p.paragraph === undefined) === (p.offset === undefined), { message: MSG.badRequest, path: ['offset'] });
export type ReadingPosition = z.infer<typeof positionSchema>;

/** A saved position as answered (unbounded: rows saved before the bounds above must still be readable). */
export const savedPositionSchema = z.object({
  scrollY: z.number(),
  timestamp: z.number(),
  paragraph: z.number().int().optional(),
  offset: z.number().optional(),
});
export type SavedPosition = z.infer<typeof savedPositionSchema>;

export const progressResponseSchema = z.object({
  last_chapter_id: z.number().int().nullable(),
  position_in_chapter: savedPositionSchema.nullable(),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;
export const saveProgressBodySchema = z.object({
  bookId: dbId(),
  chapterId: dbId(),
  position: positionSchema.default({ scrollY: 0, timestamp: 0 }),
});

/**
 * One story of the dashboard's "Okumaya devam et" shelf and its page: the story's card, the
 * chapter the reader is in and the place in it (opened there by the reader's resume link).
 */
export const continueReadingItemSchema = z.object({
  book: bookCardSchema,
  chapter: z.object({ chapter_id: z.number().int(), chapter_number: z.number().int(), title: z.string() }),
  position: savedPositionSchema,
  /** When the reader was last in this story (the order: most recent first). */
  updated_at: z.string(),
});
export type ContinueReadingItem = z.infer<typeof continueReadingItemSchema>;

export const readerCommentSchema = z.object({
  comment_id: z.number().int(),
  parent_comment_id: z.number().int().nullable(),
  /** Null (with username, photo and content empty) on a deleted comment kept for its replies. */
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
  likes_count: z.number().int(),
  is_liked_by_user: z.boolean(),
  /** On top-level comments: how many replies it has (only the first few come with the page). */
  replies_count: z.number().int().optional(),
  /** Only on the viewer's own comment that a moderator removed (docs/PRODUCT.md#trust-and-safety): shown to them alone, read-only. */
  removed: removalSchema.optional(),
  /** Its writer deleted it (or their account) while others had replied: shown as "Bu yorum silindi.", without author or text. */
  deleted: z.literal(true).optional(),
  /** The paragraph (its `data-pid`) a paragraph comment is about; replies carry their thread's. Absent on general comments. */
  paragraph_id: z.string().optional(),
  /** A paragraph comment whose paragraph an edit removed: listed with the general comments, marked "Değiştirilmiş bir paragraf hakkında". */
  paragraph_changed: z.literal(true).optional(),
});
export type ReaderComment = z.infer<typeof readerCommentSchema>;

export const commentBodySchema = z.object({
  content: z
    .string({ error: MSG.commentEmpty })
    .trim()
    .min(1, MSG.commentEmpty)
    .max(COMMENT_MAX_CHARS, MSG.commentTooLong),
  parentCommentId: dbId().nullish(),
  /** A paragraph comment: the `data-pid` of a paragraph of the chapter's published text. A reply takes its parent's. */
  paragraphId: paragraphIdSchema.nullish(),
});

/** Per paragraph (`data-pid`) of a chapter, how many visible comments (with replies) it has; paragraphs without any are absent. */
export const paragraphCountsResponseSchema = z.object({ counts: z.record(z.string(), z.number().int()) });

export const likeToggleResponseSchema = z.object({ isLiked: z.boolean(), likes: z.number().int() });

export const searchQuerySchema = z.object({ query: z.string().max(200).default('') }).extend(tagFilterQuerySchema.shape);
export const searchAuthorSchema = z.object({
  user_id: z.number().int(),
  author: z.string(),
  full_name: z.string(),
  profile_image_url: z.string().nullable(),
  total_books: z.number().int(),
  followers_count: z.number().int(),
});
export const searchResponseSchema = z.object({
  booksByTitle: z.array(bookCardSchema),
  authors: z.array(searchAuthorSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const followResponseSchema = z.object({ success: z.boolean(), followers_count: z.number().int() });
export const isFollowingResponseSchema = z.object({ isFollowing: z.boolean() });

export const READER_LIMITS = { commentMax: COMMENT_MAX_CHARS, recommendationDescription: LIMITS.recommendationDescriptionChars };
