import { truncate } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { hearsFrom } from '../../policies/blocks';
import { adultOrFollowing } from '../../policies/minors';
import { notificationText, type StoredNotification } from './notify';
import { notificationFromRaw, type RawNotificationRow } from './raw-notification';

/** How much of the liked comment the notice quotes, so its writer knows which one it is. */
const EXCERPT_CHARS = 60;

export interface CommentLike {
  commentId: number;
  /** The comment's text (plain), quoted in the notice. */
  commentContent: string;
  bookId: number;
  chapterId: number;
  liker: { id: number; username: string };
}

interface UpsertedRow extends RawNotificationRow {
  sender_username: string | null;
  sender_profile_image_url: string | null;
}

/**
 * A new like of a comment, told to the comment's writer as one notice per comment (issue 28
 * item 10, docs/ARCHITECTURE.md "Notifications"): the first like stores "X yorumunuzu
 * beğendi", each later liker rewrites the same row to "Y ve N kişi yorumunuzu beğendi" (N the
 * comment's other likes, the writer's own left out), unread again and dated now, so it comes
 * back to the top of the list instead of a second row. The rules of createNotifications hold:
 * nobody hears of their own like, nor from someone they blocked, were blocked by or muted, and
 * a reader under 18 only from accounts they follow; a repeated like of the latest liker (an
 * unlike and a like again) changes nothing. Called in the liking transaction after the like's
 * row and the comment's counter are written.
 *
 * One statement whatever the number of likes: the count is the comment's own counter, the
 * writer's like one primary-key lookup, and the upsert's unique key
 * (notifications_comment_like_uq) makes concurrent likes end in one row. On PostgreSQL the
 * likes of one comment already take turns on its row (the counter update), and the statement
 * runs after the earlier like committed, so it reads the right count. Returns the notice
 * (with its sender, for the live push) or nothing.
 */
export async function notifyCommentLike(db: DbOrTx, like: CommentLike, now: number): Promise<StoredNotification[]> {
  const text = notificationText.commentLike(like.liker.username, truncate(like.commentContent.replace(/\s+/g, ' ').trim(), EXCERPT_CHARS));
  const [before, after] = text.withOthers;
  const rows = await rowsOf<UpsertedRow>(
    db,
    sql`
      with upserted as (
        insert into notifications (user_id, sender_id, type, content, book_id, chapter_id, comment_id, paragraph_id, is_read, created_at)
        select c.user_id, ${like.liker.id}::integer, 'comment-like',
               case when o.others = 0 then ${text.alone} else ${before} || o.others::text || ${after} end,
               ${like.bookId}::integer, ${like.chapterId}::integer, c.id,
               case when c.paragraph_changed then null else c.paragraph_id end, false, ${new Date(now).toISOString()}::timestamptz
        from comments c
        join users r on r.id = c.user_id
        cross join lateral (
          select greatest(c.likes_count - 1
            - (exists (select 1 from comment_likes own where own.comment_id = c.id and own.user_id = c.user_id))::int, 0) as others
        ) o
        where c.id = ${like.commentId}
          and c.user_id <> ${like.liker.id}
          and ${hearsFrom(sql`r.id`, like.liker.id)}
          and ${adultOrFollowing({ id: sql`r.id`, birthDate: sql`r.birth_date` }, like.liker.id, now)}
        on conflict (comment_id) where type = 'comment-like' do update
          set sender_id = excluded.sender_id, content = excluded.content, paragraph_id = excluded.paragraph_id, is_read = false, created_at = excluded.created_at
          where notifications.sender_id is distinct from excluded.sender_id
        returning *
      )
      select upserted.*, u.username as sender_username, u.profile_image_url as sender_profile_image_url
      from upserted left join users u on u.id = upserted.sender_id`,
  );
  return rows.map((r) => ({
    ...notificationFromRaw(r),
    sender: r.sender_id === null ? null : { username: r.sender_username, profileImageUrl: r.sender_profile_image_url },
  }));
}
