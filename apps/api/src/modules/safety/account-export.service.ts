import type { AccountExport, MessagesFrom } from '@okuryazar/shared';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  books,
  chapterLikes,
  chapters,
  commentLikes,
  comments,
  follows,
  libraryEntries,
  messages,
  notifications,
  postCommentLikes,
  postComments,
  postLikes,
  posts,
  readingProgress,
  reports,
  userBlocks,
  userMutes,
  users,
} from '../../db/schema';
import { toIso } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { publicFileUrl } from '../../lib/file-urls';
import type { AuthUser } from '../../plugins/authentication';

/**
 * KVKK article 11: everything stored about the caller, read in one repeatable-read
 * transaction so the parts agree with each other. Other people appear only as the ids and
 * usernames the caller already sees (follows, blocks, the other side of a message).
 */
export async function exportAccount(ctx: AppContext, user: AuthUser): Promise<AccountExport> {
  return ctx.db.transaction(
    async (tx) => {
      const [me] = await tx.select().from(users).where(eq(users.id, user.id));
      if (!me) throw unauthorized();
      const myBooks = await tx.select().from(books).where(eq(books.authorId, user.id)).orderBy(asc(books.id));
      const myChapters = myBooks.length
        ? await tx.select().from(chapters).where(inArray(chapters.bookId, myBooks.map((b) => b.id))).orderBy(asc(chapters.bookId), asc(chapters.chapterNumber))
        : [];
      const other = { id: users.id, username: users.username };
      const [
        myComments,
        chapterLikeRows,
        commentLikeRows,
        postLikeRows,
        postCommentLikeRows,
        library,
        progress,
        following,
        followers,
        blocks,
        mutes,
        messageRows,
        postRows,
        postCommentRows,
        reportRows,
        notificationRows,
      ] = await Promise.all([
        tx.select().from(comments).where(eq(comments.userId, user.id)).orderBy(asc(comments.id)),
        tx.select().from(chapterLikes).where(eq(chapterLikes.userId, user.id)),
        tx.select().from(commentLikes).where(eq(commentLikes.userId, user.id)),
        tx.select().from(postLikes).where(eq(postLikes.userId, user.id)),
        tx.select().from(postCommentLikes).where(eq(postCommentLikes.userId, user.id)),
        tx.select().from(libraryEntries).where(eq(libraryEntries.userId, user.id)),
        tx.select().from(readingProgress).where(eq(readingProgress.userId, user.id)),
        tx.select({ person: other, createdAt: follows.createdAt }).from(follows).innerJoin(users, eq(users.id, follows.followedId)).where(eq(follows.followerId, user.id)),
        tx.select({ person: other, createdAt: follows.createdAt }).from(follows).innerJoin(users, eq(users.id, follows.followerId)).where(eq(follows.followedId, user.id)),
        tx.select({ person: other, createdAt: userBlocks.createdAt }).from(userBlocks).innerJoin(users, eq(users.id, userBlocks.blockedId)).where(eq(userBlocks.blockerId, user.id)),
        tx.select({ person: other, createdAt: userMutes.createdAt }).from(userMutes).innerJoin(users, eq(users.id, userMutes.mutedId)).where(eq(userMutes.muterId, user.id)),
        tx.select().from(messages).where(or(eq(messages.senderId, user.id), eq(messages.recipientId, user.id))).orderBy(asc(messages.id)),
        tx.select().from(posts).where(eq(posts.userId, user.id)).orderBy(asc(posts.id)),
        tx.select().from(postComments).where(eq(postComments.userId, user.id)).orderBy(asc(postComments.id)),
        tx.select().from(reports).where(eq(reports.reporterId, user.id)).orderBy(asc(reports.id)),
        tx.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(asc(notifications.id)),
      ]);
      const personOf = (r: { person: { id: number; username: string }; createdAt: Date }) => ({ user_id: r.person.id, username: r.person.username, created_at: toIso(r.createdAt) });
      return {
        exported_at: toIso(new Date(ctx.clock())),
        profile: {
          user_id: me.id,
          username: me.username,
          email: me.email,
          full_name: me.fullName,
          bio: me.bio,
          birth_date: me.birthDate,
          profile_image_url: publicFileUrl(ctx.config, me.profileImageUrl),
          messages_from: me.messagesFrom as MessagesFrom,
          created_at: toIso(me.createdAt),
          updated_at: toIso(me.updatedAt),
        },
        stories: myBooks.map((b) => ({
          book_id: b.id,
          title: b.title,
          description: b.description,
          category_id: b.categoryId,
          is_published: b.isPublished,
          is_mature_content: b.isMatureContent,
          cover_image_url: publicFileUrl(ctx.config, b.coverImageUrl),
          created_at: toIso(b.createdAt),
          chapters: myChapters
            .filter((c) => c.bookId === b.id)
            .map((c) => ({ chapter_id: c.id, chapter_number: c.chapterNumber, title: c.title, content: c.content, is_published: c.isPublished, created_at: toIso(c.createdAt) })),
        })),
        comments: myComments.map((c) => ({ comment_id: c.id, chapter_id: c.chapterId, parent_comment_id: c.parentCommentId, content: c.content, created_at: toIso(c.createdAt) })),
        likes: {
          chapters: chapterLikeRows.map((l) => ({ chapter_id: l.chapterId, created_at: toIso(l.createdAt) })),
          comments: commentLikeRows.map((l) => ({ comment_id: l.commentId, created_at: toIso(l.createdAt) })),
          posts: postLikeRows.map((l) => ({ post_id: l.postId, created_at: toIso(l.createdAt) })),
          post_comments: postCommentLikeRows.map((l) => ({ comment_id: l.commentId, created_at: toIso(l.createdAt) })),
        },
        library: library.map((l) => ({ book_id: l.bookId, added_at: toIso(l.addedAt) })),
        reading_progress: progress.map((p) => ({
          book_id: p.bookId,
          chapter_id: p.chapterId,
          scroll_y: p.scrollY,
          first_opened_at: toIso(p.firstOpenedAt),
          updated_at: toIso(p.updatedAt),
        })),
        follows: { following: following.map(personOf), followers: followers.map(personOf) },
        blocks: blocks.map(personOf),
        mutes: mutes.map(personOf),
        messages: messageRows.map((m) => ({ message_id: m.id, sender_id: m.senderId, recipient_id: m.recipientId, content: m.content, created_at: toIso(m.createdAt) })),
        posts: postRows.map((p) => ({ post_id: p.id, content: p.content, created_at: toIso(p.createdAt) })),
        post_comments: postCommentRows.map((c) => ({ comment_id: c.id, post_id: c.postId, content: c.content, created_at: toIso(c.createdAt) })),
        reports: reportRows.map((r) => ({ report_id: r.id, target_type: r.targetType, target_id: r.targetId, reason: r.reason, description: r.description, created_at: toIso(r.createdAt) })),
        notifications: notificationRows.map((n) => ({ id: n.id, type: n.type, content: n.content, is_read: n.isRead, created_at: toIso(n.createdAt) })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** `attachment` with an ASCII fallback name and the exact (possibly Turkish) one encoded (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
