import type { Tx } from '../../db/client';
import { createNotifications, type StoredNotification } from '../notifications/notify';

/** The words of the notice; the story and chapter are named, the author's deletion is no moderation decision. */
export const authorDeletionText = (bookTitle: string, chapterTitle: string) =>
  `“${bookTitle}” hikayesinin yazarı, “${chapterTitle}” bölümündeki yorumunuzu sildi.`;

/**
 * Tells a comment's writer that the story's author deleted it, as a moderator's removal is
 * told (a platform notice nobody can mute) but with no decision, report or suspension
 * recorded: nothing counts against the writer. It links to the chapter; the comment itself
 * is gone.
 */
export async function notifyAuthorDeletion(
  tx: Tx,
  writerId: number,
  where: { bookId: number; bookTitle: string; chapterId: number; chapterTitle: string },
  now: number,
): Promise<StoredNotification[]> {
  return createNotifications(
    tx,
    [{ userId: writerId, senderId: null, type: 'moderation', content: authorDeletionText(where.bookTitle, where.chapterTitle), bookId: where.bookId, chapterId: where.chapterId }],
    now,
  );
}
