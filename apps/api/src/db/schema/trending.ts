import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, timestamp } from 'drizzle-orm/pg-core';
import { books } from './stories';

/**
 * "Yükselenler" (docs/PRODUCT.md#rising-stories): each story's score over the last 7 days,
 * recomputed in the background (modules/trending/recompute.ts); the call reads a page of it
 * through an index. Category and author are copies of the book's, so a page needs no join to
 * order; the ranks say whether the story is its author's best overall and in its category.
 */
export const trendingBooks = pgTable(
  'trending_books',
  {
    bookId: integer('book_id')
      .primaryKey()
      .references(() => books.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    authorId: integer('author_id').notNull(),
    score: real('score').notNull(),
    readers: integer('readers').notNull(),
    /** 1 for the author's best-scoring story overall: only it shows in the list of all categories. */
    authorRank: integer('author_rank').notNull(),
    /** 1 for the author's best-scoring story in this category. */
    categoryAuthorRank: integer('category_author_rank').notNull(),
  },
  (t) => [
    index('trending_books_all_idx').on(t.score.desc(), t.bookId).where(sql`${t.authorRank} = 1`),
    index('trending_books_category_idx').on(t.categoryId, t.score.desc(), t.bookId).where(sql`${t.categoryAuthorRank} = 1`),
  ],
);

/** When the ranking was last computed (one row): the scheduler's tick asks for a new one after an hour. */
export const trendingRuns = pgTable('trending_runs', {
  id: integer('id').primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
