import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './columns';
import { userRef } from './users';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  description: text('description').notNull().default(''),
});

export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    authorId: userRef('author_id'),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    coverImageUrl: text('cover_image_url'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    telifId: integer('telif_id').notNull().default(1),
    isPublished: boolean('is_published').notNull().default(false),
    isMatureContent: boolean('is_mature_content').notNull().default(false),
    totalViews: integer('total_views').notNull().default(0),
    totalLikes: integer('total_likes').notNull().default(0),
    totalComments: integer('total_comments').notNull().default(0),
    /**
     * What every book card shows of the book's chapters, kept by the chapters table's
     * triggers (migration 0013_book_chapter_facts) in the same transaction as any chapter
     * insert, delete, publication or renumbering, so a card reads one row instead of
     * counting chapters per request. Never written by the application.
     */
    chapterCount: integer('chapter_count').notNull().default(0),
    publishedChapterCount: integer('published_chapter_count').notNull().default(0),
    /** The lowest-numbered published chapter (the card's "Oku" link); null when none is. */
    firstChapterId: integer('first_chapter_id'),
    /**
     * Moves (same triggers, migration 0013) whenever the book's chapter list could look
     * different: a chapter added, deleted, published, unpublished, renumbered or renamed.
     * Not on counter or text changes. Readers of a cached chapter list compare it in the same
     * statement that reads the live counters (modules/books/chapter-list.ts).
     */
    chapterListVersion: integer('chapter_list_version').notNull().default(0),
    /** Set by the author in story details ("Tamamlandı" / "Devam ediyor"). */
    isCompleted: boolean('is_completed').notNull().default(false),
    /** Set by the author: new comments and replies are refused, the existing ones stay readable (docs/PRODUCT.md#the-authors-say-over-comments). */
    commentsClosed: boolean('comments_closed').notNull().default(false),
    /**
     * Words of the published chapters and the newest publication among them, kept by the same
     * chapters triggers (migration 0019_story_facts) so cards, sorting and the length filter
     * read the books row. `updated_at` above moves with story details; this one only with chapters.
     */
    wordCount: integer('word_count').notNull().default(0),
    lastChapterPublishedAt: timestamp('last_chapter_published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set when a moderator removed it (docs/PRODUCT.md#trust-and-safety): hidden from everyone but its author. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Set when its author deleted it (issue 26): the request unpublishes it and sets this, so
     * it is gone for everyone, its author too, at once; the 'purge.story' job then deletes its
     * chapters, comments, likes, views and notices in short batches and finally the row.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Content warning keys (shared CONTENT_WARNINGS), in the catalogue's order; readers may hide them. */
    contentWarnings: text('content_warnings').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The search document (Turkish stemming over Turkish-lower-cased title and description),
     * stored so search ranks matches without re-parsing every matching description.
     */
    /** Up to 10 tags as their author typed them (docs/PRODUCT.md#discovery); book_tags holds them folded for matching. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The search document over title, description and tags, stored so search ranks matches
     * without re-parsing every matching description. Twice: Turkish-lower-cased, so the Turkish
     * stemmer sees real Turkish ('kitapları' → 'kitap'), and folded (docs/PRODUCT.md#discovery), so a query typed
     * without Turkish letters ('kadikoy', 'siir') meets the same words.
     */
    /**
     * The title folded (docs/PRODUCT.md#discovery: tr_fold, migration 0018), stored: search and the type-ahead
     * match and rank on it, and computing it per matching row was a third of a common word's
     * search (issue 10).
     */
    titleFold: text('title_fold').notNull().generatedAlwaysAs(sql`tr_fold("title")`),
    /**
     * The title's Turkish sort key (tr_sort_key, migration 0028: Ç after C, ı before i, compared
     * with COLLATE "C"), stored: the library's alphabetical order sorts a reader's whole library
     * for each page, and computing the key per row was 11 µs a book (issue 26).
     */
    titleSort: text('title_sort').notNull().generatedAlwaysAs(sql`tr_sort_key("title")`),
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('turkish'::regconfig, tr_lower("title" || ' ' || "description" || ' ' || tags_text("tags"))) || to_tsvector('turkish'::regconfig, tr_fold("title" || ' ' || "description" || ' ' || tags_text("tags")))`,
      ),
  },
  (t) => [
    check('books_telif_range', sql`${t.telifId} between 1 and 9`),
    check('books_counts_non_negative', sql`${t.totalViews} >= 0 and ${t.totalLikes} >= 0 and ${t.totalComments} >= 0`),
    check('books_chapter_counts_valid', sql`${t.publishedChapterCount} between 0 and ${t.chapterCount}`),
    // docs/PRODUCT.md#trust-and-safety: a story with sexual content is always mature (the form refuses it otherwise).
    check('books_sexual_is_mature', sql`${t.isMatureContent} or not ('sexual' = any(${t.contentWarnings}))`),
    index('books_author_idx').on(t.authorId),
    // Everything the visibility rules (policies/books.ts) read of a book, beside its id: a walk
    // over a list of up to 1,000 stories (a reading list's page) checks each one from the index
    // alone instead of fetching every book's wide row.
    index('books_audience_idx').on(t.id, t.isPublished, t.isMatureContent, t.authorId, t.deletedAt, t.contentWarnings),
    index('books_category_published_idx').on(t.categoryId, t.isPublished, t.createdAt),
    index('books_published_new_idx').on(t.isPublished, t.publishedAt),
    index('books_published_popular_idx').on(t.isPublished, t.totalViews),
    // The category list: a category's published books, most read first (read backwards).
    index('books_category_popular_idx').on(t.categoryId, t.totalViews, t.id).where(sql`${t.isPublished}`),
    index('books_title_fold_trgm_idx').using('gin', sql`${t.titleFold} gin_trgm_ops`),
    // Type-ahead: listed titles starting with the folded query.
    index('books_title_fold_prefix_idx').on(sql`${t.titleFold} text_pattern_ops`).where(sql`${t.isPublished}`),
    index('books_search_document_idx').using('gin', t.searchDocument),
    // Listed-book orders (policies/books.ts listedBooks: published; mature is a filter on the
    // few rows read): new releases, popular, and popular within a category (recommendations).
    index('books_listed_new_idx').on(sql`coalesce(${t.publishedAt}, ${t.createdAt})`, t.id).where(sql`${t.isPublished}`),
    index('books_listed_popular_idx').on(t.totalViews, t.totalLikes, t.id).where(sql`${t.isPublished}`),
    index('books_listed_category_popular_idx').on(t.categoryId, t.totalViews, t.totalLikes, t.id).where(sql`${t.isPublished}`),
    // The category page's other sorts (docs/PRODUCT.md#discovery; story-list.query.ts), each read in its order:
    // newest first and most liked first backwards, last updated forwards (never-updated last).
    index('books_category_new_idx').on(t.categoryId, sql`coalesce(${t.publishedAt}, ${t.createdAt})`, t.id).where(sql`${t.isPublished}`),
    index('books_category_updated_idx')
      .on(t.categoryId, t.lastChapterPublishedAt.desc().nullsLast(), sql`${t.id} desc`)
      .where(sql`${t.isPublished}`),
    index('books_category_likes_idx').on(t.categoryId, t.totalLikes, t.id).where(sql`${t.isPublished}`),
  ],
);

/** A required column naming a story, whose rows go with it (ON DELETE CASCADE). */
export const bookRef = (column: string) => integer(column).notNull().references(() => books.id, { onDelete: 'cascade' });

/** A story's tags by slug (folded, spaces as hyphens: shared tagSlug), for listing a tag and suggesting tags. */
export const bookTags = pgTable(
  'book_tags',
  {
    bookId: bookRef('book_id'),
    tag: varchar('tag', { length: 60 }).notNull(),
    label: varchar('label', { length: 60 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.tag] }), index('book_tags_tag_idx').on(sql`${t.tag} text_pattern_ops`, t.bookId)],
);

/**
 * Each tag in use with the number of stories carrying it and its most common spelling, kept by
 * triggers on book_tags (migration 0022), so suggesting tags reads a few rows instead of
 * counting every story of a popular tag (26,000 rows for 'kitap' in a million stories).
 */
export const tagCounts = pgTable(
  'tag_counts',
  {
    tag: varchar('tag', { length: 60 }).primaryKey(),
    label: varchar('label', { length: 60 }).notNull(),
    storyCount: integer('story_count').notNull(),
  },
  (t) => [index('tag_counts_prefix_idx').on(sql`${t.tag} text_pattern_ops`, t.storyCount)],
);
