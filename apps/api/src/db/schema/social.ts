import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { chapters, comments } from './chapters';
import { books } from './stories';
import { storyAnnouncements } from './announcements';
import { userRef, users } from './users';

export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    followedId: userRef('followed_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    // An author's followers in id order: the new-chapter fan-out walks it batch by batch.
    index('follows_followed_idx').on(t.followedId, t.followerId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    content: text('content').notNull(),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    // The comment a 'comment' notification is about, so its link opens the chapter at it. A
    // deleted comment leaves the notification pointing at the chapter.
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    // The post a 'moderation' notice about a removed post names, so its link opens the
    // author's read-only view. A deleted post leaves the notice (and its note) without a link.
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    // The paragraph (its data-pid) a comment notification's comment hangs on, so its link opens
    // that paragraph's thread; cleared when an edit moves the comment to the general ones.
    paragraphId: text('paragraph_id'),
    // The announcement an 'announcement' notice is about; deleting it removes its notices.
    announcementId: integer('announcement_id').references(() => storyAnnouncements.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.userId, t.createdAt, t.id),
    // The unread count and "mark all read" read a reader's notifications above their read mark.
    index('notifications_user_id_idx').on(t.userId, t.id),
    // A repeated like or follow looks up the earlier notice by actor and target (notify.ts).
    index('notifications_actor_target_idx').on(t.userId, t.senderId, t.type, t.chapterId),
    // Deleting a comment clears comment_id on its notifications: without this, a full scan.
    index('notifications_comment_idx').on(t.commentId).where(sql`${t.commentId} is not null`),
    // Deleting a post clears post_id on its notices: the few that have one, through this index.
    index('notifications_post_idx').on(t.postId).where(sql`${t.postId} is not null`),
    // Deleting a story, a chapter or an account removes its notices through these, not a scan.
    index('notifications_book_idx').on(t.bookId).where(sql`${t.bookId} is not null`),
    index('notifications_chapter_idx').on(t.chapterId).where(sql`${t.chapterId} is not null`),
    index('notifications_sender_idx').on(t.senderId).where(sql`${t.senderId} is not null`),
    // A chapter's publication notice exists once per reader: the fan-out (notifications/
    // new-chapter-fanout.ts) inserts with ON CONFLICT DO NOTHING, so a batch retried after a
    // crash adds nothing twice.
    uniqueIndex('notifications_new_chapter_uq').on(t.chapterId, t.userId).where(sql`${t.type} = 'new-chapter'`),
    // Likes of a comment are one notice to its writer, updated by each new liker rather than
    // multiplied (notifications/comment-like.ts upserts on this key).
    // An announcement's notice exists once per reader (notifications/announcement.ts, like new-chapter).
    uniqueIndex('notifications_announcement_uq').on(t.announcementId, t.userId).where(sql`${t.type} = 'announcement'`),
    index('notifications_announcement_idx').on(t.announcementId).where(sql`${t.announcementId} is not null`),
    uniqueIndex('notifications_comment_like_uq').on(t.commentId).where(sql`${t.type} = 'comment-like'`),
    check('notifications_type_valid', sql`${t.type} in ('like', 'comment', 'comment-like', 'follow', 'read', 'new-chapter', 'moderation', 'announcement', 'beta-comment')`),
  ],
);

/** Posts live on their author's community page and in the discover feed. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    content: text('content').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** Set when a moderator removed it (docs/PRODUCT.md#trust-and-safety): hidden from everyone but its author. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('posts_user_recent_idx').on(t.userId, t.createdAt, t.id),
    index('posts_recent_idx').on(t.createdAt, t.id),
    check('posts_counts_non_negative', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    userId: userRef('user_id'),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_likes_post_idx').on(t.postId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    content: text('content').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    /** Set when a moderator removed it (docs/PRODUCT.md#trust-and-safety): hidden from everyone but its author. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_comments_post_idx').on(t.postId, t.createdAt, t.id),
    index('post_comments_user_idx').on(t.userId, t.id),
    check('post_comments_likes_non_negative', sql`${t.likesCount} >= 0`),
  ],
);

export const postCommentLikes = pgTable(
  'post_comment_likes',
  {
    userId: userRef('user_id'),
    commentId: integer('comment_id')
      .notNull()
      .references(() => postComments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] }), index('post_comment_likes_comment_idx').on(t.commentId)],
);
