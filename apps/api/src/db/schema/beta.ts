import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { chapterRef } from './chapters';
import { bookRef } from './stories';
import { userRef, users } from './users';

/**
 * Beta readers' private links (docs/PRODUCT.md#beta-readers). Only the token's SHA-256 is kept;
 * the link is shown once, when made. The first signed-in reader to open it becomes its reader,
 * and nobody else can use it. Ended by the author (`ended_at`) or by its expiry.
 */
export const betaLinks = pgTable(
  'beta_links',
  {
    id: serial('id').primaryKey(),
    bookId: bookRef('book_id'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    readerId: integer('reader_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // A story's links, newest first: the author's list.
    index('beta_links_book_idx').on(t.bookId, t.id),
    index('beta_links_reader_idx').on(t.readerId).where(sql`${t.readerId} is not null`),
  ],
);

/**
 * What a beta reader and the author say about a chapter through one link. Kept apart from the
 * public comments on purpose: no list, count, feed, notification fan-out or statistic reads this
 * table, so nothing of it can reach anyone but the author and that reader.
 */
export const betaComments = pgTable(
  'beta_comments',
  {
    id: serial('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => betaLinks.id, { onDelete: 'cascade' }),
    chapterId: chapterRef('chapter_id'),
    userId: userRef('user_id'),
    paragraphId: varchar('paragraph_id', { length: 32 }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('beta_comments_link_chapter_idx').on(t.linkId, t.chapterId, t.id),
    // The author's view of one chapter, every link at once.
    index('beta_comments_chapter_idx').on(t.chapterId, t.id),
    index('beta_comments_user_idx').on(t.userId),
    check('beta_comments_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);
