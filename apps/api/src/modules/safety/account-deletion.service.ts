import { ERROR_CODES, MSG, SAFETY_MSG } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { books, users } from '../../db/schema';
import { verifyCurrentPassword } from '../../lib/current-password';
import { AppError, unauthorized } from '../../lib/errors';
import { deleteImage } from '../../lib/images';
import { invalidateShelves } from '../../lib/shelf-cache';
import { storageKeyOf } from '../../lib/storage';
import type { AuthUser } from '../../plugins/authentication';
import { endSessions } from '../realtime/end-sessions';
import { retireComments } from '../reader/comment-retire';

/**
 * KVKK article 7, self-served (DESIGN §6): the account and its personal data go in one
 * transaction. Their comments go as a deletion by hand would take them (comment-retire.ts:
 * one others replied to stays as a "Bu yorum silindi." placeholder, so the replies outlive
 * it). Other rows that name the user go with the users row through the schema's
 * cascades (their stories, chapters, likes, library, progress, follows, blocks,
 * notifications, posts, conversations and messages); their reports stay with the reporter
 * set to null. The counters that their likes and comments raised on other people's books,
 * comments and posts are lowered first, because a cascade does not touch counters. Files
 * are removed after the commit (a failed delete leaves an orphan file, never a dangling row).
 */
export async function deleteAccount(ctx: AppContext, user: AuthUser, password: string) {
  if (!(await verifyCurrentPassword(ctx, user, password))) throw new AppError(401, MSG.wrongPassword, ERROR_CODES.INVALID_PASSWORD);
  const { files, tokenVersion, hadPublished } = await ctx.db.transaction(async (tx) => {
    const [me] = await tx
      .select({ tokenVersion: users.tokenVersion, profileImageUrl: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!me) throw unauthorized();
    const own = await tx.select({ cover: books.coverImageUrl, isPublished: books.isPublished }).from(books).where(eq(books.authorId, user.id));
    await lowerCounters(tx, user.id);
    await forgetReportsAbout(tx, user.id);
    await retireComments(tx, sql`select id from comments where user_id = ${user.id}`, new Date(ctx.clock()));
    await tx.delete(users).where(eq(users.id, user.id));
    return {
      files: [me.profileImageUrl, ...own.map((b) => b.cover)].map(storageKeyOf).filter((k): k is string => k !== null),
      tokenVersion: me.tokenVersion,
      hadPublished: own.some((b) => b.isPublished),
    };
  });
  await Promise.all(files.map((key) => deleteImage(ctx.storage, key).catch(() => undefined)));
  // The row is gone, so every token is already refused; open sockets close now too.
  await endSessions(ctx, user.id, tokenVersion + 1);
  if (hadPublished) await invalidateShelves(ctx);
  return { message: SAFETY_MSG.accountDeleted };
}

/** Everything the user raised on what stays: other people's chapters, books, comments and posts. */
async function lowerCounters(tx: Tx, userId: number) {
  // Chapter likes on others' books.
  await tx.execute(sql`
    with gone as (
      select cl.chapter_id, c.book_id from chapter_likes cl
      join chapters c on c.id = cl.chapter_id join books b on b.id = c.book_id
      where cl.user_id = ${userId} and b.author_id <> ${userId}
    ),
    by_chapter as (
      update chapters set likes = greatest(chapters.likes - g.n, 0)
      from (select chapter_id, count(*)::int n from gone group by chapter_id) g where chapters.id = g.chapter_id
    )
    update books set total_likes = greatest(books.total_likes - g.n, 0)
    from (select book_id, count(*)::int n from gone group by book_id) g where books.id = g.book_id`);
  // Their comments on others' chapters that the counts hold (not removed, nor under a removed
  // comment); others' replies under them stay (comment-retire.ts), and so does their count.
  await tx.execute(sql`
    with gone as (
      select c.id, c.chapter_id, ch.book_id from comments c
      join chapters ch on ch.id = c.chapter_id join books b on b.id = ch.book_id
      where b.author_id <> ${userId} and c.user_id = ${userId} and c.removed_at is null
        and not exists (select 1 from comments p where p.id = c.parent_comment_id and p.removed_at is not null)
    ),
    by_chapter as (
      update chapters set comments = greatest(chapters.comments - g.n, 0)
      from (select chapter_id, count(*)::int n from gone group by chapter_id) g where chapters.id = g.chapter_id
    )
    update books set total_comments = greatest(books.total_comments - g.n, 0)
    from (select book_id, count(*)::int n from gone group by book_id) g where books.id = g.book_id`);
  await tx.execute(sql`
    update comments set likes_count = greatest(comments.likes_count - 1, 0)
    from comment_likes cl where cl.comment_id = comments.id and cl.user_id = ${userId} and comments.user_id <> ${userId}`);
  await tx.execute(sql`
    update posts set likes_count = greatest(posts.likes_count - 1, 0)
    from post_likes pl where pl.post_id = posts.id and pl.user_id = ${userId} and posts.user_id <> ${userId}`);
  await tx.execute(sql`
    update posts set comments_count = greatest(posts.comments_count - g.n, 0)
    from (select post_id, count(*)::int n from post_comments where user_id = ${userId} group by post_id) g
    where posts.id = g.post_id and posts.user_id <> ${userId}`);
  await tx.execute(sql`
    update post_comments set likes_count = greatest(post_comments.likes_count - 1, 0)
    from post_comment_likes pcl where pcl.comment_id = post_comments.id and pcl.user_id = ${userId} and post_comments.user_id <> ${userId}`);
}

/**
 * Reports about the user or their content name something that no longer exists (as when a
 * post is deleted, posts.service.ts); they go. Reports the user made stay (reporter null).
 */
async function forgetReportsAbout(tx: Tx, userId: number) {
  await tx.execute(sql`
    delete from reports where
      (target_type = 'user' and target_id = ${userId})
      or (target_type = 'story' and target_id in (select id from books where author_id = ${userId}))
      or (target_type = 'chapter' and target_id in (select ch.id from chapters ch join books b on b.id = ch.book_id where b.author_id = ${userId}))
      or (target_type = 'comment' and target_id in (
        select c.id from comments c join chapters ch on ch.id = c.chapter_id join books b on b.id = ch.book_id
        where b.author_id = ${userId} or c.user_id = ${userId}
          or c.parent_comment_id in (select id from comments where user_id = ${userId} and removed_at is not null)))
      or (target_type = 'post' and target_id in (select id from posts where user_id = ${userId}))
      or (target_type = 'post_comment' and target_id in (
        select pc.id from post_comments pc join posts p on p.id = pc.post_id where pc.user_id = ${userId} or p.user_id = ${userId}))
      or (target_type = 'message' and target_id in (select id from messages where sender_id = ${userId} or recipient_id = ${userId}))`);
}
