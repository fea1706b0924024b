import type { Notification } from '@okuryazar/shared';
import { paths } from '../../app/paths';

/**
 * Where a notification leads (SPEC §2): follow → the sender's profile; like, comment and
 * new-chapter → the chapter when both ids exist, else the book; a comment opens the chapter at
 * the comment when it still exists; read → the book.
 * Null when the ids it needs are missing.
 */
export function notificationTarget(
  n: Pick<Notification, 'type' | 'sender_id' | 'book_id' | 'chapter_id'> & Partial<Pick<Notification, 'comment_id'>>,
): string | null {
  switch (n.type) {
    case 'follow':
      return n.sender_id != null ? paths.profile(n.sender_id) : null;
    case 'like':
    case 'comment':
    case 'new-chapter':
      // A comment opens the chapter at the comment while it exists.
      if (n.type === 'comment' && n.book_id != null && n.chapter_id != null && n.comment_id != null) {
        return paths.readComment(n.book_id, n.chapter_id, n.comment_id);
      }
      if (n.book_id != null && n.chapter_id != null) return paths.read(n.book_id, n.chapter_id);
      return n.book_id != null ? paths.book(n.book_id) : null;
    case 'read':
      return n.book_id != null ? paths.book(n.book_id) : null;
    default:
      return null;
  }
}

/** Accessible name of the notifications link: 'Bildirimler, 3 okunmamış'. */
export function notificationsLabel(count: number): string {
  return count > 0 ? `Bildirimler, ${count} okunmamış` : 'Bildirimler';
}

/** Badge text: the count, or 99+ when larger. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
