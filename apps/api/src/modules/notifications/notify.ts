import type { NotificationType } from '@okuryazar/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NotificationInput {
  userId: number;
  senderId: number;
  type: NotificationType;
  content: string;
  bookId?: number | null;
  chapterId?: number | null;
}

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Stores one notification per recipient and event (DESIGN §1). Nobody is notified of their
 * own action, and a recipient listed twice gets one. Returns the stored rows so the caller
 * can deliver them live once its transaction has committed.
 */
export async function createNotifications(db: DbOrTx, inputs: NotificationInput[]): Promise<NotificationRow[]> {
  const seen = new Set<number>();
  const rows = inputs.filter((n) => {
    if (n.userId === n.senderId || seen.has(n.userId)) return false;
    seen.add(n.userId);
    return true;
  });
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows.map((n) => ({ ...n, bookId: n.bookId ?? null, chapterId: n.chapterId ?? null })))
    .returning();
}

export async function deleteNotifications(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(notifications).where(inArray(notifications.id, ids));
}

export const notificationText = {
  like: (actor: string, chapterTitle: string) => `${actor}, “${chapterTitle}” bölümünüzü beğendi.`,
  comment: (actor: string, chapterTitle: string) => `${actor}, “${chapterTitle}” bölümünüze yorum yaptı.`,
  reply: (actor: string, chapterTitle: string) => `${actor}, “${chapterTitle}” bölümündeki yorumunuza yanıt verdi.`,
  follow: (actor: string) => `${actor} sizi takip etmeye başladı.`,
  read: (actor: string, bookTitle: string) => `${actor}, “${bookTitle}” hikayenizi okumaya başladı.`,
  newChapter: (author: string, bookTitle: string, chapterTitle: string) =>
    `${author}, “${bookTitle}” hikayesine yeni bir bölüm ekledi: ${chapterTitle}`,
};
