import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { createNotifications, notificationText, type NotificationRow } from './notify';

/**
 * DESIGN §1 'new-chapter': the author's followers and readers who keep the story in their
 * library hear about a chapter the first time it is published (each once, never the author).
 */
export async function notifyNewChapter(
  db: DbOrTx,
  chapter: { id: number; title: string; bookId: number },
  book: { title: string; authorId: number },
): Promise<NotificationRow[]> {
  const [author] = await db.select({ username: users.username, fullName: users.fullName }).from(users).where(eq(users.id, book.authorId));
  const recipients = await db.execute<{ user_id: number }>(sql`
    select follower_id as user_id from follows where followed_id = ${book.authorId}
    union
    select user_id from library_entries where book_id = ${chapter.bookId}
  `);
  const rows = (recipients as unknown as { rows: { user_id: number }[] }).rows ?? (recipients as unknown as { user_id: number }[]);
  const content = notificationText.newChapter(author?.fullName || author?.username || '', book.title, chapter.title);
  return createNotifications(
    db,
    rows.map((r) => ({ userId: Number(r.user_id), senderId: book.authorId, type: 'new-chapter' as const, content, bookId: chapter.bookId, chapterId: chapter.id })),
  );
}
