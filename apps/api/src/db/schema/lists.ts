import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bookRef } from './stories';
import { userRef } from './users';

/**
 * Named reading lists (docs/PRODUCT.md#reading-lists): a reader's own shelves, public (a page
 * anyone signed in may open and share) or private. At most LIMITS.readingListsMax a user.
 */
export const readingLists = pgTable(
  'reading_lists',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A user's lists, newest first, paged by id: the owner's page and the profile's public ones.
    index('reading_lists_user_idx').on(t.userId, t.id),
    check('reading_lists_description_length', sql`char_length(${t.description}) <= 1000`),
  ],
);

/**
 * The stories of a list in the owner's order: `position` ascending, spaced by a gap so a move
 * writes one row (a move into a closed gap renumbers the list, at most LIMITS.readingListBooksMax rows).
 */
export const readingListBooks = pgTable(
  'reading_list_books',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => readingLists.id, { onDelete: 'cascade' }),
    bookId: bookRef('book_id'),
    position: bigint('position', { mode: 'number' }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.bookId] }),
    index('reading_list_books_order_idx').on(t.listId, t.position, t.bookId),
    // A story's lists: a deleted story's rows go in the story purge's batches.
    index('reading_list_books_book_idx').on(t.bookId),
  ],
);
