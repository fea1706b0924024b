import type { Notification, NotificationType } from '@okuryazar/shared';
import type { AppConfig } from '../../config';
import { toIso } from '../../lib/clock';
import { publicFileUrl } from '../../lib/file-urls';
import type { notifications } from '../../db/schema';

/** A stored notification row. */
export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationSender {
  username: string | null;
  profileImageUrl: string | null;
}

/** docs/PRODUCT.md#data-shapes Notification, plus who sent it so the list can show a face and a name. */
export function presentNotification(config: Pick<AppConfig, 's3'>, row: NotificationRow, sender: NotificationSender | null): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    content: row.content,
    timestamp: toIso(row.createdAt),
    is_read: row.isRead,
    sender_id: row.senderId,
    book_id: row.bookId,
    chapter_id: row.chapterId,
    comment_id: row.commentId,
    post_id: row.postId,
    paragraph_id: row.paragraphId,
    sender_username: sender?.username ?? null,
    sender_profile_image_url: publicFileUrl(config, sender?.profileImageUrl ?? null),
  };
}
