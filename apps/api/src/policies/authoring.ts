import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { books, chapters } from '../db/schema';
import { notFound } from '../lib/errors';
import { MSG } from '@okuryazar/shared';
import type { AuthUser } from '../plugins/authentication';
import { canEditBook } from './books';

/**
 * Authoring calls act only on the caller's own stories. Anyone else gets the same 404 as
 * for a story that does not exist, so drafts do not even reveal that they exist.
 */
export async function loadOwnBook(db: DbOrTx, user: AuthUser, bookId: number) {
  const [book] = await db.select().from(books).where(eq(books.id, bookId)).limit(1);
  if (!book || !canEditBook(user, book)) throw notFound(MSG.storyNotFound);
  return book;
}

export async function loadOwnChapter(db: DbOrTx, user: AuthUser, chapterId: number) {
  const [row] = await db
    .select({ chapter: chapters, authorId: books.authorId, bookPublished: books.isPublished, bookPublishedAt: books.publishedAt, bookRemovedAt: books.removedAt })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(eq(chapters.id, chapterId))
    .limit(1);
  if (!row || !canEditBook(user, row)) throw notFound(MSG.chapterNotFound);
  return row;
}
