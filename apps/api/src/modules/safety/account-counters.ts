import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** Everything the user raised on what stays: other people's chapters, books, comments and posts. */
export async function lowerCounters(tx: Tx, userId: number) {
  // Chapter likes on others' books.
  await tx.execute(
    lowerChapterAndBookCounts(
      { chapter: 'likes', book: 'total_likes' },
      sql`
      select cl.chapter_id, c.book_id from chapter_likes cl
      join chapters c on c.id = cl.chapter_id join books b on b.id = c.book_id
      where cl.user_id = ${userId} and b.author_id <> ${userId}`,
    ),
  );
  // Their comments on others' chapters that the counts hold (not removed, nor under a removed
  // comment); others' replies under them stay (comment-retire.ts), and so does their count.
  await tx.execute(
    lowerChapterAndBookCounts(
      { chapter: 'comments', book: 'total_comments' },
      sql`
      select c.id, c.chapter_id, ch.book_id from comments c
      join chapters ch on ch.id = c.chapter_id join books b on b.id = ch.book_id
      where b.author_id <> ${userId} and c.user_id = ${userId} and c.removed_at is null
        and not exists (select 1 from comments p where p.id = c.parent_comment_id and p.removed_at is not null)`,
    ),
  );
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
export async function forgetReportsAbout(tx: Tx, userId: number) {
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

/**
 * One statement that takes the rows of `gone` (each with a chapter_id and book_id) off the
 * chapters' and books' counter of that kind, never below zero.
 */
function lowerChapterAndBookCounts(
  counter: { chapter: 'likes' | 'comments'; book: 'total_likes' | 'total_comments' },
  gone: SQL,
): SQL {
  const chapterCount = sql.raw(counter.chapter);
  const bookCount = sql.raw(counter.book);
  return sql`
    with gone as (${gone}),
    by_chapter as (
      update chapters set ${chapterCount} = greatest(chapters.${chapterCount} - g.n, 0)
      from (select chapter_id, count(*)::int n from gone group by chapter_id) g where chapters.id = g.chapter_id
    )
    update books set ${bookCount} = greatest(books.${bookCount} - g.n, 0)
    from (select book_id, count(*)::int n from gone group by book_id) g where books.id = g.book_id`;
}
