import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, real, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { chapters } from './chapters';
import { bookRef } from './stories';
import { userRef, users } from './users';

export const libraryEntries = pgTable(
  'library_entries',
  {
    userId: userRef('user_id'),
    bookId: bookRef('book_id'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** Okuyorum, Okuyacağım, Bitirdim, Bıraktım (LIBRARY_STATUSES): set by reading unless the reader chose. */
    status: varchar('status', { length: 10 }).notNull().default('planned'),
    /** The reader picked `status` themselves: reading no longer changes it. */
    statusChosen: boolean('status_chosen').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] }), // A story's readers in id order: the new-chapter fan-out walks it batch by batch.
    index('library_entries_book_idx').on(t.bookId, t.userId),
    check('library_entries_status_valid', sql`${t.status} in ('reading', 'planned', 'finished', 'dropped')`)],
);

export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: userRef('user_id'),
    bookId: bookRef('book_id'),
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
    /** Tag slugs (book_tags.tag) whose stories this reader never sees in lists or search. */
    hiddenTags: text('hidden_tags').array().notNull().default(sql`'{}'::text[]`),
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
