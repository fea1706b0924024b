import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { bookRef } from './stories';
import { userRef, users } from './users';

export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    bookId: bookRef('book_id'),
    chapterNumber: integer('chapter_number').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    /** Words a reader sees (html_word_count, migration 0019: the API's countWords(htmlToText)), summed into books.word_count. */
    wordCount: integer('word_count')
      .notNull()
      .generatedAlwaysAs(sql`html_word_count("content")`),
    isPublished: boolean('is_published').notNull().default(false),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set when a moderator removed it (docs/PRODUCT.md#trust-and-safety): hidden from everyone but its author. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** When the scheduler publishes this draft (docs/PRODUCT.md#reading-comfort-and-writers-tools); null when nothing is scheduled. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** The author's notes shown before and after the text (docs/PRODUCT.md#reading-comfort-and-writers-tools): sanitised HTML like `content`, '' when none. */
    noteBefore: text('note_before').notNull().default(''),
    noteAfter: text('note_after').notNull().default(''),
    /** "Önceki bölümlerde" (docs/PRODUCT.md#community-engine): the author's plain-text recap of this chapter, '' when none. */
    recap: text('recap').notNull().default(''),
  },
  (t) => [
    uniqueIndex('chapters_book_number_uq').on(t.bookId, t.chapterNumber),
    // The scheduler's claim reads the due rows of this small partial index only.
    index('chapters_publish_at_idx').on(t.publishAt).where(sql`${t.publishAt} is not null`),
    // A book card's chapter counters and first chapter, read from the index alone.
    index('chapters_book_card_idx').on(t.bookId, t.chapterNumber, t.id, t.isPublished),
    check('chapters_counts_non_negative', sql`${t.views} >= 0 and ${t.likes} >= 0 and ${t.comments} >= 0`),
  ],
);

/** A required column naming a chapter, whose rows go with it (ON DELETE CASCADE). */
export const chapterRef = (column: string) => integer(column).notNull().references(() => chapters.id, { onDelete: 'cascade' });

/**
 * The server autosave of a chapter (docs/PRODUCT.md#reading-comfort-and-writers-tools): one row per chapter, separate from the saved
 * text. `baseVersion` is the chapter version it was written from; the editor call returns it
 * only while it is newer than the saved text.
 */
export const chapterDrafts = pgTable('chapter_drafts', {
  chapterId: integer('chapter_id')
    .primaryKey()
    .references(() => chapters.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 200 }).notNull(),
  content: text('content').notNull(),
  noteBefore: text('note_before').notNull().default(''),
  noteAfter: text('note_after').notNull().default(''),
  recap: text('recap').notNull().default(''),
  baseVersion: timestamp('base_version', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Every save of a chapter (docs/PRODUCT.md#reading-comfort-and-writers-tools): the newest 50 kept, older ones thinned to one a day. */
export const chapterRevisions = pgTable(
  'chapter_revisions',
  {
    id: serial('id').primaryKey(),
    chapterId: chapterRef('chapter_id'),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    noteBefore: text('note_before').notNull().default(''),
    noteAfter: text('note_after').notNull().default(''),
    recap: text('recap').notNull().default(''),
    wordCount: integer('word_count').notNull(),
    createdAt: createdAt(),
  },
  // The history list, newest first and keyset-paged by id.
  (t) => [index('chapter_revisions_chapter_idx').on(t.chapterId, t.id)],
);

export const chapterLikes = pgTable(
  'chapter_likes',
  {
    userId: userRef('user_id'),
    chapterId: chapterRef('chapter_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('chapter_likes_chapter_idx').on(t.chapterId),
    // The last 7 days' likes, for the rising stories' hourly ranking.
    index('chapter_likes_recent_idx').on(t.createdAt),
  ],
);

/** One row per counted view; a reader's next view of the chapter counts after 24 hours. */
export const chapterViews = pgTable(
  'chapter_views',
  {
    userId: userRef('user_id'),
    chapterId: chapterRef('chapter_id'),
    lastCountedAt: timestamp('last_counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting a chapter removes its views through this index, not a scan of every view.
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('chapter_views_chapter_idx').on(t.chapterId),
    // The last 7 days' readers, for the rising stories' hourly ranking.
    index('chapter_views_recent_idx').on(t.lastCountedAt),
  ],
);

/**
 * Counted views per chapter and calendar day in Turkey, kept beside the chapter counter in
 * the same transaction: the author's 30-day chart (docs/PRODUCT.md#reading-comfort-and-writers-tools) reads at most 30 rows a chapter.
 */
export const chapterViewDays = pgTable(
  'chapter_view_days',
  {
    chapterId: chapterRef('chapter_id'),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.day] })],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    chapterId: chapterRef('chapter_id'),
    /**
     * Null only on a deleted comment kept for its replies (deleted_at set, by check): a reply
     * outlives the comment it answers, and the account of its writer (docs/PRODUCT.md#trust-and-safety).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    parentCommentId: integer('parent_comment_id').references((): never => comments.id as never, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    /** Set when a moderator removed it (docs/PRODUCT.md#trust-and-safety): hidden from everyone but its author. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Set when its writer deleted it (or their account) while others had replied: the row stays,
     * without text or author, as the "Bu yorum silindi." placeholder the replies hang under.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * A paragraph comment: the `data-pid` of the paragraph it is about (docs/PRODUCT.md#paragraph-comments);
     * a reply carries its thread's. Null on a general comment.
     */
    paragraphId: text('paragraph_id'),
    /** Its paragraph left the chapter's text in an edit: it is listed with the general comments, marked. */
    paragraphChanged: boolean('paragraph_changed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_chapter_idx').on(t.chapterId, t.createdAt),
    // The last 7 days' comments, for the rising stories' hourly ranking.
    index('comments_recent_idx').on(t.createdAt),
    // Keyset pages of top-level general comments and of one comment's replies, oldest first.
    index('comments_chapter_top_idx')
      .on(t.chapterId, t.createdAt, t.id)
      .where(sql`${t.parentCommentId} is null and (${t.paragraphId} is null or ${t.paragraphChanged})`),
    // Keyset pages of one paragraph's thread.
    index('comments_paragraph_top_idx')
      .on(t.chapterId, t.paragraphId, t.createdAt, t.id)
      .where(sql`${t.parentCommentId} is null and ${t.paragraphId} is not null`),
    // The paragraph counts of a chapter, read from the index alone (paragraph-counts.ts).
    index('comments_paragraph_counts_idx')
      .on(t.chapterId, t.paragraphId)
      .where(sql`${t.paragraphId} is not null and not ${t.paragraphChanged} and ${t.removedAt} is null and ${t.deletedAt} is null`),
    index('comments_parent_idx').on(t.parentCommentId, t.createdAt, t.id),
    // A deleted account's comments, found by index rather than by scanning every comment.
    // (user, id): the KVKK export and the account purge walk a user's rows in id order.
    index('comments_user_idx').on(t.userId, t.id),
    check('comments_likes_non_negative', sql`${t.likesCount} >= 0`),
    check('comments_author_unless_deleted', sql`${t.userId} is not null or ${t.deletedAt} is not null`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    userId: userRef('user_id'),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // One comment's likes (its deletion cascades here): an index lookup, not a scan per comment.
  (t) => [primaryKey({ columns: [t.userId, t.commentId] }), index('comment_likes_comment_idx').on(t.commentId)],
);
