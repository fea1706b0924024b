import type { Tx } from '../../db/client';
import { createNotifications, type StoredNotification } from '../notifications/notify';

/** The words of the notice; the story and chapter are named, the author's deletion is no moderation decision. */
export const authorDeletionText = (bookTitle: string, chapterTitle: string) =>
  `“${bookTitle}” hikayesinin yazarı, “${chapterTitle}” bölümündeki yorumunuzu sildi.`;

/**
 * Tells a comment's writer that the story's author deleted it. Like a moderator's removal
 * notice it has no sender (a platform notice, which no mute, block or minor's rule holds back),
 * but it records no decision, report or suspension: nothing counts against the writer. Its
 * type is 'comment', not 'moderation': a moderation notice with a chapter leads to that
 * chapter's management page, which only its author may open, while this one must lead the
 * writer to the chapter. The comment itself is gone, so no comment id.
 */
export async function notifyAuthorDeletion(
  tx: Tx,
  writerId: number,
  where: { bookId: number; bookTitle: string; chapterId: number; chapterTitle: string },
  now: number,
): Promise<StoredNotification[]> {
  return createNotifications(
    tx,
    [{ userId: writerId, senderId: null, type: 'comment', content: authorDeletionText(where.bookTitle, where.chapterTitle), bookId: where.bookId, chapterId: where.chapterId }],
    now,
  );
}
