import type { NotificationType } from '@okuryazar/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { recipientsSilencing } from '../../policies/blocks';
import { FOLLOWED_ONLY_FOR_MINORS, minorsNotFollowing } from '../../policies/minors';
import type { NotificationRow, NotificationSender } from './notification.presenter';

export interface NotificationInput {
  userId: number;
  /** Null for notices from the platform itself (moderation), which name no person. */
  senderId: number | null;
  type: NotificationType;
  content: string;
  bookId?: number | null;
  chapterId?: number | null;
  /** The comment a 'comment' notification is about. */
  commentId?: number | null;
  /** The post a 'moderation' notice about a removed post names. */
  postId?: number | null;
  /** The paragraph the comment is on (docs/PRODUCT.md#paragraph-comments). */
  paragraphId?: string | null;
}

export type { NotificationRow };

/**
 * A stored notification with its sender's public details, read inside the transaction that
 * stored it: delivering it after the commit then needs no database read (docs/PRODUCT.md#budgets).
 */
export interface StoredNotification extends NotificationRow {
  sender: NotificationSender | null;
}

/**
 * Types a person can repeat on the same target by toggling (like/unlike, follow/unfollow).
 * The recipient hears of such an event once, ever: a repeat from the same actor about the
 * same target, read or unread, stores nothing.
 */
const ONCE_PER_ACTOR_AND_TARGET: ReadonlySet<NotificationType> = new Set(['like', 'follow']);

/**
 * Stores one notification per recipient and event (docs/PRODUCT.md#product-decisions). Nobody is notified of their
 * own action, a recipient listed twice gets one, and a repeated like or follow gets none; a
 * reader under 18 (at `now`) hears of replies, comments and likes only from accounts they
 * follow (policies/minors.ts). Returns the stored rows so the caller can deliver them live
 * once its transaction has committed.
 *
 * For the handful of recipients one action has (a like, a comment and its parent's author, a
 * follow, a moderation notice to the author): the recipients' ids travel as parameters. A set
 * that grows with someone's audience (followers, library readers, reporters) goes through the
 * pipeline's set-based fan-out (fanout.ts) instead.
 */
export async function createNotifications(db: DbOrTx, inputs: NotificationInput[], now: number = Date.now()): Promise<StoredNotification[]> {
  const seen = new Set<number>();
  const candidates = inputs.filter((n) => {
    if (n.userId === n.senderId || seen.has(n.userId)) return false;
    seen.add(n.userId);
    return true;
  });
  const silenced = await silencingPairs(db, candidates);
  for (const pair of await shieldedMinorPairs(db, candidates, now)) silenced.add(pair);
  const rows: NotificationInput[] = [];
  for (const n of candidates) if (!silenced.has(`${n.userId}:${n.senderId}`) && !(ONCE_PER_ACTOR_AND_TARGET.has(n.type) && (await alreadyNotified(db, n)))) rows.push(n);
  if (rows.length === 0) return [];
  const stored = await db
    .insert(notifications)
    .values(rows.map((n) => ({ ...n, bookId: n.bookId ?? null, chapterId: n.chapterId ?? null, commentId: n.commentId ?? null, postId: n.postId ?? null, paragraphId: n.paragraphId ?? null })))
    .returning();
  const senderIds = [...new Set(rows.flatMap((n) => (n.senderId === null ? [] : [n.senderId])))];
  const senders = await db.select({ id: users.id, username: users.username, profileImageUrl: users.profileImageUrl }).from(users).where(inArray(users.id, senderIds));
  const byId = new Map(senders.map((s) => [s.id, { username: s.username, profileImageUrl: s.profileImageUrl }]));
  return stored.map((row) => ({ ...row, sender: row.senderId === null ? null : (byId.get(row.senderId) ?? null) }));
}

/**
 * "recipient:sender" for every candidate whose recipient has blocked or muted the sender:
 * those notifications are never stored, so they are neither listed nor pushed (docs/PRODUCT.md#trust-and-safety).
 */
async function silencingPairs(db: DbOrTx, inputs: NotificationInput[]): Promise<Set<string>> {
  const bySender = new Map<number, number[]>();
  // Notices without a sender (moderation) cannot be silenced.
  for (const n of inputs) if (n.senderId !== null) bySender.set(n.senderId, [...(bySender.get(n.senderId) ?? []), n.userId]);
  const pairs = new Set<string>();
  for (const [senderId, recipientIds] of bySender) {
    for (const id of await recipientsSilencing(db, recipientIds, senderId)) pairs.add(`${id}:${senderId}`);
  }
  return pairs;
}

/** "recipient:sender" for every reply, comment or like that would reach a minor from someone they do not follow. */
async function shieldedMinorPairs(db: DbOrTx, inputs: NotificationInput[], now: number): Promise<string[]> {
  const bySender = new Map<number, number[]>();
  for (const n of inputs) if (n.senderId !== null && FOLLOWED_ONLY_FOR_MINORS.has(n.type)) bySender.set(n.senderId, [...(bySender.get(n.senderId) ?? []), n.userId]);
  const pairs: string[] = [];
  for (const [senderId, recipientIds] of bySender) {
    for (const id of await minorsNotFollowing(db, recipientIds, senderId, now)) pairs.push(`${id}:${senderId}`);
  }
  return pairs;
}

/**
 * Whether the recipient already has this notification from this actor about this target.
 * No lock is needed: the caller inserts the like or follow row first in the same
 * transaction, and its primary key makes a second toggle of the same actor on the same
 * target wait until this one has committed, so that one sees this notification.
 */
async function alreadyNotified(db: DbOrTx, n: NotificationInput): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, n.userId),
        sql`${notifications.senderId} is not distinct from ${n.senderId}::integer`,
        eq(notifications.type, n.type),
        sql`${notifications.bookId} is not distinct from ${n.bookId ?? null}::integer`,
        sql`${notifications.chapterId} is not distinct from ${n.chapterId ?? null}::integer`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function deleteNotifications(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(notifications).where(inArray(notifications.id, ids));
}

export const notificationText = {
  like: (actor: string, chapterTitle: string) => `${actor}, “${chapterTitle}” bölümünüzü beğendi.`,
  comment: (actor: string, chapterTitle: string) => `${actor}, “${chapterTitle}” bölümünüze yorum yaptı.`,
  reply: (actor: string, chapterTitle: string) => `${actor}, “${chapterTitle}” bölümündeki yorumunuza yanıt verdi.`,
  /**
   * Likes of a comment, one notice per comment (comment-like.ts): "X yorumunuzu beğendi: “…”"
   * alone, "X ve 4 kişi yorumunuzu beğendi: “…”" with others; the statement that writes it
   * puts the number of others between the two halves of `withOthers`.
   */
  commentLike: (actor: string, excerpt: string) => ({
    alone: `${actor} yorumunuzu beğendi: “${excerpt}”`,
    withOthers: [`${actor} ve `, ` kişi yorumunuzu beğendi: “${excerpt}”`] as const,
  }),
  follow: (actor: string) => `${actor} sizi takip etmeye başladı.`,
  read: (actor: string, bookTitle: string) => `${actor}, “${bookTitle}” hikayenizi okumaya başladı.`,
  /** To the author, from a beta reader (docs/PRODUCT.md#api-beta-readers); one unread notice a reader and chapter. */
  betaComment: (actor: string, chapterTitle: string) => `${actor}, “${chapterTitle}” bölümünüze beta okuyucu notu bıraktı.`,
  newChapter: (author: string, bookTitle: string, chapterTitle: string) =>
    `${author}, “${bookTitle}” hikayesine yeni bir bölüm ekledi: ${chapterTitle}`,
};
