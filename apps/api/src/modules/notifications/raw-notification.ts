import type { NotificationRow } from './notification.presenter';

/**
 * A notifications row as a hand-written statement returns it: snake_case, and ids or a date
 * that a driver or row_to_json may hand back as strings.
 */
export interface RawNotificationRow {
  id: number;
  user_id: number;
  sender_id: number | null;
  type: string;
  content: string;
  book_id: number | null;
  chapter_id: number | null;
  comment_id: number | null;
  post_id: number | null;
  paragraph_id?: string | null;
  announcement_id?: number | null;
  is_read: boolean;
  created_at: string | Date;
}

const idOrNull = (value: number | null) => (value === null ? null : Number(value));

/** The row in Drizzle's shape, as the presenter and the live push take it. */
export function notificationFromRaw(r: RawNotificationRow): NotificationRow {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    senderId: idOrNull(r.sender_id),
    type: r.type,
    content: r.content,
    bookId: idOrNull(r.book_id),
    chapterId: idOrNull(r.chapter_id),
    commentId: idOrNull(r.comment_id),
    postId: idOrNull(r.post_id),
    paragraphId: r.paragraph_id ?? null,
    announcementId: idOrNull(r.announcement_id ?? null),
    isRead: Boolean(r.is_read),
    createdAt: new Date(r.created_at),
  };
}
