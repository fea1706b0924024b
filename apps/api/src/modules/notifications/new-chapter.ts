import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books, users } from '../../db/schema';
import { canSeeMature } from '../../policies/books';
import { createNotifications, notificationText, type StoredNotification } from './notify';

/**
 * DESIGN §1 'new-chapter': the author's followers and readers who keep the story in their
 * library hear about a chapter the first time it is published (each once, never the author).
 * A mature story is never announced to a reader under 18 (DESIGN §1).
 */
export async function notifyNewChapter(
  db: DbOrTx,
  chapter: { id: number; title: string; bookId: number },
  book: { title: string; authorId: number },
  now: number = Date.now(),
): Promise<StoredNotification[]> {
  const [author] = await db.select({ username: users.username, fullName: users.fullName }).from(users).where(eq(users.id, book.authorId));
  const [story] = await db.select({ mature: books.isMatureContent }).from(books).where(eq(books.id, chapter.bookId));
  const recipients = await db.execute<{ user_id: number; birth_date: string }>(sql`
    select r.user_id, u.birth_date::text as birth_date from (
      select follower_id as user_id from follows where followed_id = ${book.authorId}
      union
      select user_id from library_entries where book_id = ${chapter.bookId}
    ) r join users u on u.id = r.user_id
  `);
  const all = (recipients as unknown as { rows: { user_id: number; birth_date: string }[] }).rows ?? (recipients as unknown as { user_id: number; birth_date: string }[]);
  const rows = story?.mature ? all.filter((r) => canSeeMature({ id: Number(r.user_id), birthDate: r.birth_date }, now)) : all;
  const content = notificationText.newChapter(author?.fullName || author?.username || '', book.title, chapter.title);
  return createNotifications(
    db,
    rows.map((r) => ({ userId: Number(r.user_id), senderId: book.authorId, type: 'new-chapter' as const, content, bookId: chapter.bookId, chapterId: chapter.id })),
  );
}
