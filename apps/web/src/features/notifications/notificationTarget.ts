import type { Notification } from '@okuryazar/shared';
import { paths } from '../../config/paths';

/**
 * Where a notification leads (docs/PRODUCT.md#screens): follow → the sender's profile; like, comment and
 * new-chapter → the chapter when both ids exist, else the book; a comment opens the chapter at
 * the comment when it still exists (a paragraph's comment with that paragraph's thread open); comment-like → the liked comment (else its chapter); read → the book; announcement → the book page at its announcements; beta-comment → the chapter's editor at its beta notes.
 * A moderation notice about removed content leads its author to the read-only view marked
 * "Kaldırıldı" (docs/PRODUCT.md#trust-and-safety): a comment → the chapter at the comment; a chapter → the story's
 * contents; a story → its management page; a post → the viewer's own page. Other moderation
 * notices (a reviewed report, a suspension) carry no ids and lead nowhere.
 * Null when the ids it needs are missing.
 */
/** A comment on a paragraph opens that paragraph's thread at it; any other, the chapter's comments at it. */
function commentLink(bookId: number, chapterId: number, commentId: number, paragraphId: string | null | undefined): string {
  return paragraphId ? paths.readParagraphComment(bookId, chapterId, paragraphId, commentId) : paths.readComment(bookId, chapterId, commentId);
}

export function notificationTarget(
  n: Pick<Notification, 'type' | 'sender_id' | 'book_id' | 'chapter_id'> & Partial<Pick<Notification, 'comment_id' | 'post_id' | 'paragraph_id'>>,
  viewerId: number | null = null,
): string | null {
  switch (n.type) {
    case 'follow':
      return n.sender_id != null ? paths.profile(n.sender_id) : null;
    case 'like':
    case 'comment':
    case 'new-chapter':
      // A comment opens the chapter at the comment while it exists.
      if (n.type === 'comment' && n.book_id != null && n.chapter_id != null && n.comment_id != null) return commentLink(n.book_id, n.chapter_id, n.comment_id, n.paragraph_id);
      if (n.book_id != null && n.chapter_id != null) return paths.read(n.book_id, n.chapter_id);
      return n.book_id != null ? paths.book(n.book_id) : null;
    case 'comment-like':
      // The liked comment while it exists, else its chapter.
      if (n.book_id != null && n.chapter_id != null && n.comment_id != null) return commentLink(n.book_id, n.chapter_id, n.comment_id, n.paragraph_id);
      if (n.book_id != null && n.chapter_id != null) return paths.read(n.book_id, n.chapter_id);
      return n.book_id != null ? paths.book(n.book_id) : null;
    case 'read':
      return n.book_id != null ? paths.book(n.book_id) : null;
    case 'announcement':
      // The book page at its announcements (docs/PRODUCT.md#story-announcements).
      return n.book_id != null ? `${paths.book(n.book_id)}#duyurular` : null;
    case 'beta-comment':
      // The chapter's editor with its beta readers' notes open (docs/PRODUCT.md#api-beta-readers).
      return n.book_id != null && n.chapter_id != null ? paths.editChapterBetaNotes(n.book_id, n.chapter_id) : null;
    case 'moderation':
      if (n.book_id != null && n.chapter_id != null && n.comment_id != null) return paths.readComment(n.book_id, n.chapter_id, n.comment_id);
      if (n.book_id != null && n.chapter_id != null) return paths.storyContents(n.book_id);
      if (n.book_id != null) return paths.storyDetails(n.book_id);
      return n.post_id != null && viewerId !== null ? paths.community(viewerId) : null;
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
