import { toIso } from '../../lib/clock';
import type { NotificationRow } from './notify';

/** SPEC §3 Notification: id, type, content, timestamp, is_read, sender_id, book_id, chapter_id. */
export function presentNotification(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    timestamp: toIso(row.createdAt),
    is_read: row.isRead,
    sender_id: row.senderId,
    book_id: row.bookId,
    chapter_id: row.chapterId,
  };
}
