import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookRef } from './stories';

/**
 * A story's announcements (docs/PRODUCT.md#story-announcements): short plain-text notes from the
 * author, shown on the book page. Never a chapter: no reader's progress refers to them. Deleting
 * one marks it (`deleted_at`) so the day's slot stays used.
 */
export const storyAnnouncements = pgTable(
  'story_announcements',
  {
    id: serial('id').primaryKey(),
    bookId: bookRef('book_id'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A story's announcements, newest first (the book page), and its latest (the daily limit).
    index('story_announcements_book_idx').on(t.bookId, t.id),
    check('story_announcements_content_length', sql`char_length(${t.content}) between 1 and 1000`),
  ],
);
