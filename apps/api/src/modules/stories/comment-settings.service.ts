import { ERROR_CODES, MSG, type CommentSettingsResponse } from '@okuryazar/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/session';
import { authorize } from '../../policies/abilities';

/**
 * The author closes or reopens a story's comments (docs/PRODUCT.md#the-authors-say-over-comments).
 * Closing refuses new comments and replies from everyone, the author included; what was
 * written stays readable and likeable. Anyone but the author gets the authoring 404.
 */
export async function setCommentSettings(ctx: AppContext, user: AuthUser, storyId: number, closed: boolean): Promise<CommentSettingsResponse> {
  const [story] = await ctx.db
    .select({ id: books.id, authorId: books.authorId })
    .from(books)
    .where(and(eq(books.id, storyId), isNull(books.deletedAt)));
  if (!story) throw notFound(MSG.storyNotFound);
  authorize(user, 'changeStoryCommentSettings', story);
  await ctx.db.update(books).set({ commentsClosed: closed }).where(eq(books.id, story.id));
  return { message: closed ? MSG.commentsClosedSaved : MSG.commentsOpenedSaved, book_id: story.id, comments_closed: closed };
}

/** A new comment or reply is refused while the story's comments are closed. */
export async function assertCommentsOpen(db: DbOrTx, bookId: number): Promise<void> {
  const [row] = await db.select({ closed: books.commentsClosed }).from(books).where(eq(books.id, bookId));
  if (row?.closed) throw new AppError(403, MSG.commentsClosed, ERROR_CODES.COMMENTS_CLOSED);
}
