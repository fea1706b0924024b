import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { intArrayParam, rowsOf } from '../../db/raw-sql';
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

/**
 * The same card written by hand for the hot read calls (reader,
 * book page, category list), so each is one statement together with the viewer's session
 * check (lib/session.ts `sessionViewerSql`). Aliases: the book is `b`, the
 * signed-in viewer's users row is `v`. The chapter counters and the first chapter are the
 * book's own columns (kept by the chapters triggers, db/schema/stories.ts), so a card reads one books
 * row; the reading position comes from primary-key lookups (a lateral one, so a reader with
 * a long history is not scanned per card). Column names are BookCardRow's, so
 * presentBookCard reads the rows as they are.
 */
export const bookCardColumnsSql: SQL = sql`
  b.id as "id", b.title as "title", b.author_id as "authorId", a.full_name as "authorFullName", a.username as "authorUsername",
  b.description as "description", b.cover_image_url as "coverImageUrl", b.category_id as "categoryId", k.name as "categoryName",
  b.telif_id as "telifId", b.is_published as "isPublished", b.is_mature_content as "isMatureContent",
  b.content_warnings as "contentWarnings",
  b.total_views as "totalViews", b.total_likes as "totalLikes", b.total_comments as "totalComments", b.created_at as "createdAt",
  b.chapter_count as "chapterCount", b.published_chapter_count as "publishedChaptersCount", b.first_chapter_id as "firstChapterId",
  b.is_completed as "isCompleted", b.word_count as "wordCount", b.last_chapter_published_at as "lastChapterPublishedAt",
  exists(select 1 from library_entries l where l.book_id = b.id and l.user_id = v.id) as "isInLibrary",
  rc.id as "lastReadChapterId", (b.author_id = v.id) as "viewerIsAuthor", rp.updated_at as "lastReadAt"`;

/** `from` for bookCardColumnsSql: the book with its author, category and the viewer's position. */
export const bookCardFromSql: SQL = sql`
  books b
  join users a on a.id = b.author_id
  join categories k on k.id = b.category_id
  left join lateral (
    select p.chapter_id, p.updated_at from reading_progress p where p.user_id = v.id and p.book_id = b.id
  ) rp on true
  left join chapters rc on rc.id = rp.chapter_id and rc.is_published`;

/** The viewer columns every hot query returns first (`viewerId` null: no such session). */
export const viewerColumnsSql: SQL = sql`v.id as "viewerId", v.username as "viewerUsername", v.birth_date::text as "viewerBirthDate"`;

export interface ViewerColumns {
  viewerId: number;
  viewerUsername: string;
  viewerBirthDate: string;
}

/**
 * The cards of `ids` as a signed-in viewer sees them (any order; ids that are not books are
 * left out), as one named statement: the id list is one array parameter, so its text is the
 * same for every list, where `inArray` writes one parameter per id and a new text per length.
 * Visibility is the caller's: the ids come from a query that applied it.
 */
export function bookCardsByIds(db: DbOrTx, viewerId: number, ids: readonly number[]): Promise<BookCardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const idArray = intArrayParam(ids);
  return rowsOf<BookCardRow>(
    db,
    sql`select card.* from users v
        cross join lateral (select ${bookCardColumnsSql} from ${bookCardFromSql} where b.id = any (${idArray}::int[])) card
        where v.id = ${viewerId}`,
    'book_cards_by_ids',
  );
}
