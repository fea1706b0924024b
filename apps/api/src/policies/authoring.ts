import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { books, chapters } from '../db/schema';
import { notFound } from '../lib/errors';
import { MSG } from '@okuryazar/shared';
import type { AuthUser } from '../lib/session';
import { canEditBook } from './books';

/**
 * Authoring calls act only on the caller's own stories. Anyone else gets the same 404 as
 * for a story that does not exist, so drafts do not even reveal that they exist.
 */
export async function loadOwnBook(db: DbOrTx, user: AuthUser, bookId: number) {
  const [book] = await db.select().from(books).where(eq(books.id, bookId)).limit(1);
  // A story its author deleted is gone for them too while the purge job finishes (issue 26).
  if (!book || book.deletedAt || !canEditBook(user, book)) throw notFound(MSG.storyNotFound);
  return book;
}

export async function loadOwnChapter(db: DbOrTx, user: AuthUser, chapterId: number) {
  const [row] = await db
    .select({ chapter: chapters, authorId: books.authorId, bookPublished: books.isPublished, bookPublishedAt: books.publishedAt, bookRemovedAt: books.removedAt, bookDeletedAt: books.deletedAt })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(eq(chapters.id, chapterId))
    .limit(1);
  if (!row || row.bookDeletedAt || !canEditBook(user, row)) throw notFound(MSG.chapterNotFound);
  return row;
}
