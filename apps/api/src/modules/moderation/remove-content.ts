import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { books, chapters, comments, messages, postComments, posts } from '../../db/schema';
import type { ModerationTarget } from './targets';

/**
 * Hides removed content from everyone but its author and lowers the counters that counted
 * it. Stories and chapters are also unpublished, so every list and count that already
 * reads only published ones (shelves, search, chapter lists, profile counts) drops them
 * without a second rule; their publish paths refuse while `removed_at` is set. Returns
 * whether anything changed (removing twice is a no-op).
 */
export async function removeContent(tx: Tx, target: ModerationTarget, now: Date): Promise<boolean> {
  switch (target.type) {
    case 'story': {
      const done = await tx.update(books).set({ removedAt: now, isPublished: false }).where(and(eq(books.id, target.id), isNull(books.removedAt))).returning({ id: books.id });
      return done.length > 0;
    }
    case 'chapter': {
      const [chapter] = await tx
        .update(chapters)
        .set({ removedAt: now, isPublished: false })
        .where(and(eq(chapters.id, target.id), isNull(chapters.removedAt)))
        .returning({ bookId: chapters.bookId, views: chapters.views, likes: chapters.likes, comments: chapters.comments });
      if (!chapter) return false;
      await tx
        .update(books)
        .set({
          totalViews: sql`greatest(${books.totalViews} - ${chapter.views}, 0)`,
          totalLikes: sql`greatest(${books.totalLikes} - ${chapter.likes}, 0)`,
          totalComments: sql`greatest(${books.totalComments} - ${chapter.comments}, 0)`,
        })
        .where(eq(books.id, chapter.bookId));
      return true;
    }
    case 'comment': {
      const [comment] = await tx
        .update(comments)
        .set({ removedAt: now })
        .where(and(eq(comments.id, target.id), isNull(comments.removedAt)))
        .returning({ chapterId: comments.chapterId, parentId: comments.parentCommentId });
      if (!comment) return false;
      // A removed comment takes its still-shown replies out of the lists (and counts) with it.
      const [{ n } = { n: 0 }] =
        comment.parentId === null
          ? await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(comments)
              .where(and(eq(comments.parentCommentId, target.id), isNull(comments.removedAt)))
          : [{ n: 0 }];
      const hidden = 1 + Number(n);
      const [chapter] = await tx
        .update(chapters)
        .set({ comments: sql`greatest(${chapters.comments} - ${hidden}, 0)` })
        .where(eq(chapters.id, comment.chapterId))
        .returning({ bookId: chapters.bookId });
      await tx.update(books).set({ totalComments: sql`greatest(${books.totalComments} - ${hidden}, 0)` }).where(eq(books.id, chapter!.bookId));
      return true;
    }
    case 'post': {
      const done = await tx.update(posts).set({ removedAt: now }).where(and(eq(posts.id, target.id), isNull(posts.removedAt))).returning({ id: posts.id });
      return done.length > 0;
    }
    case 'post_comment': {
      const [comment] = await tx
        .update(postComments)
        .set({ removedAt: now })
        .where(and(eq(postComments.id, target.id), isNull(postComments.removedAt)))
        .returning({ postId: postComments.postId });
      if (!comment) return false;
      await tx.update(posts).set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` }).where(eq(posts.id, comment.postId));
      return true;
    }
    case 'message': {
      const done = await tx.update(messages).set({ removedAt: now }).where(and(eq(messages.id, target.id), isNull(messages.removedAt))).returning({ id: messages.id });
      return done.length > 0;
    }
    case 'user':
      return false;
  }
}
