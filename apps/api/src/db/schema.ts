import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The whole product's data model (docs/PRODUCT.md#data-shapes plus what later features need). Counters that
 * lists show (views, likes, comments) are kept on the rows and changed in the same
 * transaction as the fact they count, so lists never aggregate on the hot path.
 */

/** PostgreSQL's full-text document type (Drizzle has none built in). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 30 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: varchar('full_name', { length: 100 }).notNull().default(''),
    bio: text('bio').notNull().default(''),
    profileImageUrl: text('profile_image_url'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** Raised on a password change: tokens carrying an older value stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** `user`, `moderator` or `admin` (docs/PRODUCT.md#trust-and-safety); policies/moderation.ts reads it. */
    role: varchar('role', { length: 20 }).notNull().default('user'),
    /** Set while a moderator's suspension holds; `suspended_until` null means indefinitely. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Who may start or continue a conversation with this user (docs/PRODUCT.md#trust-and-safety); minors are capped at 'following'. */
    messagesFrom: varchar('messages_from', { length: 10 }).notNull().default('everyone'),
    /**
     * "Mark all read" moves this mark to the reader's newest notification instead of updating
     * each row (100,000 unread took 1.2 s as an UPDATE; issue 26): a notification is read when
     * its own flag is set or its id is at or below this mark.
     */
    notificationsReadThrough: integer('notifications_read_through').notNull().default(0),
    /**
     * The newest notification time the mark covered: a notice rewritten later (a grouped
     * comment-like notice, dated again by each new liker) is unread again although its id is
     * below the mark.
     */
    notificationsReadAt: timestamp('notifications_read_at', { withTimezone: true }),
    /**
     * Set when the account deleted itself (KVKK): from then on it is suspended for good, its
     * e-mail and username are free, and the purge job (safety/account-purge.ts) deletes what
     * it owned in batches, the row last.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    // The few suspended accounts: every list's "author not suspended" check reads this, not users.
    index('users_suspended_idx').on(t.id).where(sql`${t.suspendedAt} is not null`),
    check('users_messages_from_valid', sql`${t.messagesFrom} in ('everyone', 'following', 'nobody')`),
    // Search and type-ahead compare folded text (docs/PRODUCT.md#discovery, tr_fold in migration 0018).
    index('users_search_fold_trgm_idx').using('gin', sql`tr_fold(${t.username} || ' ' || ${t.fullName}) gin_trgm_ops`),
    index('users_username_fold_prefix_idx').on(sql`tr_fold(${t.username}) text_pattern_ops`),
    index('users_full_name_fold_prefix_idx').on(sql`tr_fold(${t.fullName}) text_pattern_ops`),
    check('users_role_valid', sql`${t.role} in ('user', 'moderator', 'admin')`),
  ],
);

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  description: text('description').notNull().default(''),
});

export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/** A story's tags by slug (folded, spaces as hyphens: shared tagSlug), for listing a tag and suggesting tags. */
export const bookTags = pgTable(
  'book_tags',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
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

export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
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
  baseVersion: timestamp('base_version', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Every save of a chapter (docs/PRODUCT.md#reading-comfort-and-writers-tools): the newest 50 kept, older ones thinned to one a day. */
export const chapterRevisions = pgTable(
  'chapter_revisions',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    noteBefore: text('note_before').notNull().default(''),
    noteAfter: text('note_after').notNull().default(''),
    wordCount: integer('word_count').notNull(),
    createdAt: createdAt(),
  },
  // The history list, newest first and keyset-paged by id.
  (t) => [index('chapter_revisions_chapter_idx').on(t.chapterId, t.id)],
);

export const chapterLikes = pgTable(
  'chapter_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chapterId] }), index('chapter_likes_chapter_idx').on(t.chapterId)],
);

/** One row per counted view; a reader's next view of the chapter counts after 24 hours. */
export const chapterViews = pgTable(
  'chapter_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    lastCountedAt: timestamp('last_counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting a chapter removes its views through this index, not a scan of every view.
  (t) => [primaryKey({ columns: [t.userId, t.chapterId] }), index('chapter_views_chapter_idx').on(t.chapterId)],
);

/**
 * Counted views per chapter and calendar day in Turkey, kept beside the chapter counter in
 * the same transaction: the author's 30-day chart (docs/PRODUCT.md#reading-comfort-and-writers-tools) reads at most 30 rows a chapter.
 */
export const chapterViewDays = pgTable(
  'chapter_view_days',
  {
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.day] })],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_chapter_idx').on(t.chapterId, t.createdAt),
    // Keyset pages of top-level comments and of one comment's replies, oldest first.
    index('comments_chapter_top_idx').on(t.chapterId, t.createdAt, t.id).where(sql`${t.parentCommentId} is null`),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // One comment's likes (its deletion cascades here): an index lookup, not a scan per comment.
  (t) => [primaryKey({ columns: [t.userId, t.commentId] }), index('comment_likes_comment_idx').on(t.commentId)],
);

export const libraryEntries = pgTable(
  'library_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] }), // A story's readers in id order: the new-chapter fan-out walks it batch by batch.
    index('library_entries_book_idx').on(t.bookId, t.userId)],
);

export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    scrollY: integer('scroll_y').notNull().default(0),
    /** The paragraph at the top of the screen and how far into it (0–1): the place whatever the font size or width. */
    paragraph: integer('paragraph'),
    paragraphOffset: real('paragraph_offset'),
    positionTimestamp: bigint('position_timestamp', { mode: 'number' }),
    /** First time this reader opened the story: the author's 'read' notification fires once. */
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bookId] }),
    // Most recent first with the book as the tie-break: "Okumaya devam et" walks it backwards
    // and pages by (updated_at, book_id) without sorting a reader's whole history.
    index('reading_progress_user_recent_idx').on(t.userId, t.updatedAt, t.bookId),
    index('reading_progress_book_idx').on(t.bookId),
    index('reading_progress_chapter_idx').on(t.chapterId).where(sql`${t.chapterId} is not null`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    // An author's followers in id order: the new-chapter fan-out walks it batch by batch.
    index('follows_followed_idx').on(t.followedId, t.followerId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    content: text('content').notNull(),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    // The comment a 'comment' notification is about, so its link opens the chapter at it. A
    // deleted comment leaves the notification pointing at the chapter.
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    // The post a 'moderation' notice about a removed post names, so its link opens the
    // author's read-only view. A deleted post leaves the notice (and its note) without a link.
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.userId, t.createdAt, t.id),
    // The unread count and "mark all read" read a reader's notifications above their read mark.
    index('notifications_user_id_idx').on(t.userId, t.id),
    // A repeated like or follow looks up the earlier notice by actor and target (notify.ts).
    index('notifications_actor_target_idx').on(t.userId, t.senderId, t.type, t.chapterId),
    // Deleting a comment clears comment_id on its notifications: without this, a full scan.
    index('notifications_comment_idx').on(t.commentId).where(sql`${t.commentId} is not null`),
    // Deleting a post clears post_id on its notices: the few that have one, through this index.
    index('notifications_post_idx').on(t.postId).where(sql`${t.postId} is not null`),
    // Deleting a story, a chapter or an account removes its notices through these, not a scan.
    index('notifications_book_idx').on(t.bookId).where(sql`${t.bookId} is not null`),
    index('notifications_chapter_idx').on(t.chapterId).where(sql`${t.chapterId} is not null`),
    index('notifications_sender_idx').on(t.senderId).where(sql`${t.senderId} is not null`),
    // A chapter's publication notice exists once per reader: the fan-out (notifications/
    // new-chapter-fanout.ts) inserts with ON CONFLICT DO NOTHING, so a batch retried after a
    // crash adds nothing twice.
    uniqueIndex('notifications_new_chapter_uq').on(t.chapterId, t.userId).where(sql`${t.type} = 'new-chapter'`),
    // Likes of a comment are one notice to its writer, updated by each new liker rather than
    // multiplied (notifications/comment-like.ts upserts on this key).
    uniqueIndex('notifications_comment_like_uq').on(t.commentId).where(sql`${t.type} = 'comment-like'`),
    check('notifications_type_valid', sql`${t.type} in ('like', 'comment', 'comment-like', 'follow', 'read', 'new-chapter', 'moderation')`),
  ],
);

/** A conversation between two users, stored once with the smaller id first. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Deleting hides the messages up to this moment for that side only. */
    lowClearedAt: timestamp('low_cleared_at', { withTimezone: true }),
    highClearedAt: timestamp('high_cleared_at', { withTimezone: true }),
    /**
     * Per side, the newest message id that side has read (0: none). Message ids only grow, so
     * "unread" is "sent to me with a larger id"; the client sends the newest id it showed,
     * which keeps a message that arrived after the thread was drawn unread.
     */
    lowLastReadId: integer('low_last_read_id').notNull().default(0),
    highLastReadId: integer('high_last_read_id').notNull().default(0),
    /**
     * Per side, how many messages that side has unread (sent to them after their read mark and
     * after their "cleared at"), kept by triggers in the writing transaction (migration 0029):
     * a message inserted or deleted, a read mark or a "cleared at" moved. The inbox badge sums
     * them over the conversations with unread messages, where it ran one count per conversation
     * (0.66 s in 20,000 conversations; issue 26).
     */
    lowUnread: integer('low_unread').notNull().default(0),
    highUnread: integer('high_unread').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_uq').on(t.userLowId, t.userHighId),
    // Keyset pages of one user's conversations, newest first, from either side of the pair.
    index('conversations_low_recent_idx').on(t.userLowId, t.lastMessageAt, t.id),
    index('conversations_high_idx').on(t.userHighId, t.lastMessageAt, t.id),
    // The inbox badge: only a user's conversations with something unread on their side.
    index('conversations_low_unread_idx').on(t.userLowId).where(sql`${t.lowUnread} > 0`),
    index('conversations_high_unread_idx').on(t.userHighId).where(sql`${t.highUnread} > 0`),
    check('conversations_ordered_pair', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Set when a moderator removed it (docs/PRODUCT.md#trust-and-safety): hidden from everyone but its author. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    // Unread counts: one range scan per conversation over the messages sent to me after my read mark.
    index('messages_unread_idx').on(t.conversationId, t.recipientId, t.id),
    // A deleted account's messages, either side.
    // (person, id): the KVKK export walks a user's sent and received messages in id order.
    index('messages_sender_idx').on(t.senderId, t.id),
    index('messages_recipient_idx').on(t.recipientId, t.id),
  ],
);

/** Posts live on their author's community page and in the discover feed. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** Set when a moderator removed it (docs/PRODUCT.md#trust-and-safety): hidden from everyone but its author. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('posts_user_recent_idx').on(t.userId, t.createdAt, t.id),
    index('posts_recent_idx').on(t.createdAt, t.id),
    check('posts_counts_non_negative', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_likes_post_idx').on(t.postId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    /** Set when a moderator removed it (docs/PRODUCT.md#trust-and-safety): hidden from everyone but its author. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_comments_post_idx').on(t.postId, t.createdAt, t.id),
    index('post_comments_user_idx').on(t.userId, t.id),
    check('post_comments_likes_non_negative', sql`${t.likesCount} >= 0`),
  ],
);

export const postCommentLikes = pgTable(
  'post_comment_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => postComments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] }), index('post_comment_likes_comment_idx').on(t.commentId)],
);

/**
 * One report per reporter and target (docs/PRODUCT.md#trust-and-safety); `reason` is a key of REPORT_REASON_KEYS. A
 * deleted account's reports stay for the moderators without the reporter.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: varchar('reason', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    /** Set by the moderation decision that closed it. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_uq').on(t.reporterId, t.targetType, t.targetId),
    check('reports_target_type_valid', sql`${t.targetType} in ('story', 'chapter', 'comment', 'post', 'post_comment', 'user', 'message')`),
    // The queue: open reports grouped by target, oldest first.
    index('reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Notices under Law 5651 sent from the public contact page, without an account. */
export const legalNotices = pgTable(
  'legal_notices',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    url: text('url').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('legal_notices_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`)],
);

/** Every moderation decision, for the audit list: who decided what about which target. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: serial('id').primaryKey(),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    note: text('note').notNull().default(''),
    suspendDays: integer('suspend_days'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_decisions_recent_idx').on(t.createdAt, t.id),
    index('moderation_decisions_target_idx').on(t.targetType, t.targetId),
    index('moderation_decisions_moderator_idx').on(t.moderatorId).where(sql`${t.moderatorId} is not null`),
    check('moderation_decisions_action_valid', sql`${t.action} in ('dismiss', 'remove', 'suspend_author')`),
  ],
);

/** Reset tokens are stored only as a SHA-256 hash; the mail carries the token itself. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Blocks and mutes (docs/PRODUCT.md#trust-and-safety): one row per pair and direction. A block refuses the blocked
 * person's messages, follows and comments and hides them from the blocker; a mute only hides.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
    // The settings list: newest first, keyset-paged.
    index('user_blocks_recent_idx').on(t.blockerId, t.createdAt, t.blockedId),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const userMutes = pgTable(
  'user_mutes',
  {
    muterId: integer('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: integer('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.muterId, t.mutedId] }),
    index('user_mutes_muted_idx').on(t.mutedId),
    index('user_mutes_recent_idx').on(t.muterId, t.createdAt, t.mutedId),
    check('user_mutes_not_self', sql`${t.muterId} <> ${t.mutedId}`),
  ],
);

/** A reader's typography and filters (docs/PRODUCT.md#reading-comfort-and-writers-tools); no row means the defaults. */
export const readingSettings = pgTable(
  'reading_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fontSize: integer('font_size').notNull().default(3),
    fontFamily: varchar('font_family', { length: 10 }).notNull().default('serif'),
    lineHeight: integer('line_height').notNull().default(2),
    width: varchar('width', { length: 10 }).notNull().default('normal'),
    theme: varchar('theme', { length: 10 }).notNull().default('light'),
    /** Content-warning keys whose stories this reader never sees in lists or search. */
    hiddenWarnings: text('hidden_warnings').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reading_settings_font_size_valid', sql`${t.fontSize} between 1 and 5`),
    check('reading_settings_line_height_valid', sql`${t.lineHeight} between 1 and 3`),
    check('reading_settings_font_family_valid', sql`${t.fontFamily} in ('serif', 'sans', 'dyslexic')`),
    check('reading_settings_width_valid', sql`${t.width} in ('narrow', 'normal', 'wide')`),
    check('reading_settings_theme_valid', sql`${t.theme} in ('light', 'sepia', 'dark')`),
  ],
);

/**
 * The durable pipeline (lib/jobs): work a commit causes, stored in the same transaction as
 * the write and done by whichever instance claims it. A finished job is deleted; one that kept
 * failing stays parked (`state = 'failed'`) for an operator (`npm run jobs`, /api/metrics).
 * A claim is a lease: a crashed instance's jobs are taken over once `locked_until` passes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** Enqueueing a key that is already queued adds nothing (one fan-out per chapter, …). */
    key: text('key'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    state: varchar('state', { length: 10 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    // The claim reads due queued jobs in order from this partial index only.
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.state} = 'queued'`),
    uniqueIndex('jobs_kind_key_uq').on(t.kind, t.key).where(sql`${t.key} is not null`),
    check('jobs_state_valid', sql`${t.state} in ('queued', 'failed')`),
  ],
);
