import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books, categories, users } from '../../db/schema';

/**
 * The one query shape behind every book list (shelves, categories, library, profile):
 * the book, its author and category, chapter counts (the book's own columns), and the viewer's library flag and
 * reading position. Callers add their own condition, order and limit.
 */
export function selectBookCards(db: DbOrTx, viewerId: number | null) {
  const viewer = viewerId ?? 0;
  return db
    .select({
      id: books.id,
      title: books.title,
      authorId: books.authorId,
      authorFullName: users.fullName,
      authorUsername: users.username,
      description: books.description,
      coverImageUrl: books.coverImageUrl,
      categoryId: books.categoryId,
      categoryName: categories.name,
      telifId: books.telifId,
      isPublished: books.isPublished,
      isMatureContent: books.isMatureContent,
      contentWarnings: books.contentWarnings,
      totalViews: books.totalViews,
      totalLikes: books.totalLikes,
      totalComments: books.totalComments,
      createdAt: books.createdAt,
      chapterCount: books.chapterCount,
      publishedChaptersCount: books.publishedChapterCount,
      firstChapterId: books.firstChapterId,
      isCompleted: books.isCompleted,
      wordCount: books.wordCount,
      lastChapterPublishedAt: books.lastChapterPublishedAt,
      isInLibrary: sql<boolean>`exists(select 1 from library_entries l where l.book_id = ${books.id} and l.user_id = ${viewer})`,
      lastReadChapterId: sql<number | null>`(select rp.chapter_id from reading_progress rp join chapters c on c.id = rp.chapter_id and c.is_published where rp.book_id = ${books.id} and rp.user_id = ${viewer})`,
      viewerIsAuthor: sql<boolean>`(${books.authorId} = ${viewer})`,
      lastReadAt: sql<string | Date | null>`(select rp.updated_at from reading_progress rp where rp.book_id = ${books.id} and rp.user_id = ${viewer})`,
    })
    .from(books)
    .innerJoin(users, eq(users.id, books.authorId))
    .innerJoin(categories, eq(categories.id, books.categoryId))
    .$dynamic();
}

export type BookCardRow = Awaited<ReturnType<ReturnType<typeof selectBookCards>['execute']>>[number];
