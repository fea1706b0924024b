import { MSG, reportReasonKey, type AfterPageQuery, type BeforePageQuery } from '@okuryazar/shared';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { Tx } from '../../db/client';
import { postCommentLikes, postComments, postLikes, posts, reports, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { keysetAfter } from '../../lib/keyset';
import { uniqueViolation } from '../../lib/pg-errors';
import type { AuthUser } from '../../lib/session';
import { loadRemovals } from '../moderation/removals';
import { presentComment, presentPost } from './post.presenter';
import { shownContent } from '../moderation/visibility';
import { assertPersonShown } from '../../policies/people';
import { authorize } from '../../policies/abilities';
import { assertMayActOn, notSilencedBy } from '../../policies/blocks';

function postColumns(viewerId: number) {
  return {
    id: posts.id,
    userId: posts.userId,
    username: users.username,
    profileImageUrl: users.profileImageUrl,
    content: posts.content,
    createdAt: posts.createdAt,
    likes: posts.likesCount,
    commentsCount: posts.commentsCount,
    liked: sql<boolean>`exists(select 1 from post_likes pl where pl.post_id = ${posts.id} and pl.user_id = ${viewerId})`,
    removedAt: posts.removedAt,
  };
}

function commentColumns(viewerId: number) {
  return {
    id: postComments.id,
    postId: postComments.postId,
    userId: postComments.userId,
    username: users.username,
    profileImageUrl: users.profileImageUrl,
    content: postComments.content,
    createdAt: postComments.createdAt,
    likes: postComments.likesCount,
    liked: sql<boolean>`exists(select 1 from post_comment_likes pcl where pcl.comment_id = ${postComments.id} and pcl.user_id = ${viewerId})`,
    removedAt: postComments.removedAt,
  };
}

/** Only rows the viewer wrote may be removed ones; the condition of each list makes sure of it. */
async function ownRemovals(ctx: AppContext, type: 'post' | 'post_comment', viewer: AuthUser, rows: { id: number; userId: number; removedAt: Date | null }[]) {
  return loadRemovals(ctx.db, type, rows.filter((r) => r.userId === viewer.id));
}

/**
 * Newest first, keyset-paged on (created_at, id) by `before` (the last post the client
 * holds). Posts of people the viewer blocked or muted are left out (docs/PRODUCT.md#trust-and-safety), and so are
 * removed posts, except on the viewer's own page (`shown` undefined), where their removed
 * posts stay, marked with the moderator's note.
 */
async function listPosts(ctx: AppContext, viewer: AuthUser, where: SQL | undefined, shown: SQL | undefined, page: BeforePageQuery) {
  const rows = await ctx.db
    .select(postColumns(viewer.id))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(where, shown, notSilencedBy(viewer.id, posts.userId), await keysetAfter(ctx.db, posts, page.before, 'desc')))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(page.limit);
  const removals = await ownRemovals(ctx, 'post', viewer, rows);
  return rows.map((r) => presentPost(ctx, r, removals.get(r.id)));
}

/** A person's page is found as their profile is (policies/people.ts, docs/PRODUCT.md#trust-and-safety). */
export async function listUserPosts(ctx: AppContext, viewer: AuthUser, userId: number, page: BeforePageQuery) {
  const [owner] = await ctx.db.select({ id: users.id, suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  await assertPersonShown(ctx.db, viewer, owner, MSG.profileNotFound);
  const own = viewer.id === userId;
  return listPosts(ctx, viewer, eq(posts.userId, userId), own ? undefined : shownContent(posts.removedAt, posts.userId), page);
}

export async function listFeed(ctx: AppContext, viewer: AuthUser, page: BeforePageQuery) {
  return listPosts(ctx, viewer, undefined, shownContent(posts.removedAt, posts.userId), page);
}

/** A post the viewer may act on; with `writer`, also that person's own removed post (to delete it). */
async function loadPost(ctx: AppContext, postId: number, writer?: AuthUser) {
  const shown = shownContent(posts.removedAt, posts.userId);
  const [post] = await ctx.db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, postId), writer ? or(shown, eq(posts.userId, writer.id)) : shown));
  if (!post) throw notFound(MSG.postNotFound);
  return post;
}

/** Oldest first, keyset-paged on (created_at, id) by `after` (the last comment the client holds). */
export async function listPostComments(ctx: AppContext, viewer: AuthUser, postId: number, page: AfterPageQuery) {
  await loadPost(ctx, postId);
  const rows = await ctx.db
    .select(commentColumns(viewer.id))
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(
      and(
        eq(postComments.postId, postId),
        // The viewer's own removed comments stay in their view, marked (docs/PRODUCT.md#trust-and-safety).
        or(shownContent(postComments.removedAt, postComments.userId), eq(postComments.userId, viewer.id)),
        notSilencedBy(viewer.id, postComments.userId),
        await keysetAfter(ctx.db, postComments, page.after, 'asc'),
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(page.limit);
  const removals = await ownRemovals(ctx, 'post_comment', viewer, rows);
  return rows.map((r) => presentComment(ctx, r, removals.get(r.id)));
}

/** The owner posts on their own page only: the author is always the token's user. */
/** `claimedUserId`: a userId the body repeats (SPEC); only the token's user may be named. */
export async function createPost(ctx: AppContext, user: AuthUser, content: string, claimedUserId?: number) {
  authorize(user, 'actAs', claimedUserId);
  const [row] = await ctx.db.insert(posts).values({ userId: user.id, content, createdAt: new Date(ctx.clock()) }).returning({ id: posts.id });
  const [full] = await ctx.db.select(postColumns(user.id)).from(posts).innerJoin(users, eq(users.id, posts.userId)).where(eq(posts.id, row!.id));
  return { postId: row!.id, post: presentPost(ctx, full!) };
}

export async function addPostComment(ctx: AppContext, user: AuthUser, postId: number, content: string, claimedUserId?: number) {
  authorize(user, 'actAs', claimedUserId);
  const post = await loadPost(ctx, postId);
  await assertMayActOn(ctx.db, user.id, post.userId);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(postComments).values({ postId, userId: user.id, content, createdAt: new Date(ctx.clock()) }).returning({ id: postComments.id });
    await tx.update(posts).set({ commentsCount: sql`${posts.commentsCount} + 1` }).where(eq(posts.id, postId));
    return row!.id;
  });
  const [full] = await ctx.db
    .select(commentColumns(user.id))
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(eq(postComments.id, id));
  return { commentId: id, comment: presentComment(ctx, full!) };
}

export async function deletePost(ctx: AppContext, user: AuthUser, postId: number) {
  const post = await loadPost(ctx, postId, user);
  authorize(user, 'deletePost', post);
  await ctx.db.transaction(async (tx) => {
    const commentIds = (await tx.select({ id: postComments.id }).from(postComments).where(eq(postComments.postId, postId))).map((c) => c.id);
    await tx.delete(posts).where(eq(posts.id, postId));
    // Reports about the post and its comments go with them.
    await tx.delete(reports).where(and(eq(reports.targetType, 'post'), eq(reports.targetId, postId)));
    if (commentIds.length) await tx.delete(reports).where(and(eq(reports.targetType, 'post_comment'), inArray(reports.targetId, commentIds)));
  });
  return { message: 'Gönderi silindi.' };
}

export async function deletePostComment(ctx: AppContext, user: AuthUser, commentId: number) {
  const [comment] = await ctx.db
    .select({ id: postComments.id, userId: postComments.userId, postId: postComments.postId, removedAt: postComments.removedAt })
    .from(postComments)
    .where(eq(postComments.id, commentId));
  if (!comment) throw notFound(MSG.commentNotFound);
  authorize(user, 'deletePostComment', comment);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(postComments).where(eq(postComments.id, commentId));
    // A removed comment already left the post's count when it was removed.
    if (!comment.removedAt) await tx.update(posts).set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` }).where(eq(posts.id, comment.postId));
    await tx.delete(reports).where(and(eq(reports.targetType, 'post_comment'), eq(reports.targetId, commentId)));
  });
  return { message: 'Yorum silindi.' };
}

/** How one kind of like is written: see toggleLike. */
interface LikeWrites {
  /** Adds the like unless it is there; the rows it added. */
  add(tx: Tx): PromiseLike<unknown[]>;
  /** Refuses a new like (the transaction rolls back), e.g. across a block. */
  mayAdd(tx: Tx): Promise<void>;
  /** Takes the like back; the rows it removed. */
  remove(tx: Tx): PromiseLike<unknown[]>;
  /** Moves the liked thing's count by delta (never below 0) and returns it. */
  moveCount(tx: Tx, delta: number): Promise<number>;
}

/**
 * A post's or a post comment's like button, in one transaction: a like that was not there is
 * added (once mayAdd allows it), one that was is taken back, and the count follows.
 */
function toggleLike(ctx: AppContext, like: LikeWrites) {
  return ctx.db.transaction(async (tx) => {
    const added = await like.add(tx);
    if (added.length > 0) await like.mayAdd(tx);
    let delta = 1;
    if (added.length === 0) {
      const removed = await like.remove(tx);
      delta = removed.length > 0 ? -1 : 0;
    }
    return { isLiked: delta > 0, likes_count: await like.moveCount(tx, delta) };
  });
}

export async function togglePostLike(ctx: AppContext, user: AuthUser, postId: number, claimedUserId?: number) {
  authorize(user, 'actAs', claimedUserId);
  const post = await loadPost(ctx, postId);
  return toggleLike(ctx, {
    add: (tx) => tx.insert(postLikes).values({ userId: user.id, postId }).onConflictDoNothing().returning({ p: postLikes.postId }),
    // A new like (not the taking back of one) is acting on the author's work: rolled back when blocked.
    mayAdd: (tx) => assertMayActOn(tx, user.id, post.userId),
    remove: (tx) => tx.delete(postLikes).where(and(eq(postLikes.userId, user.id), eq(postLikes.postId, postId))).returning({ p: postLikes.postId }),
    async moveCount(tx, delta) {
      const [row] = await tx
        .update(posts)
        .set({ likesCount: sql`greatest(${posts.likesCount} + ${delta}, 0)` })
        .where(eq(posts.id, postId))
        .returning({ likes: posts.likesCount });
      return row!.likes;
    },
  });
}

export async function togglePostCommentLike(ctx: AppContext, user: AuthUser, commentId: number, claimedUserId?: number) {
  authorize(user, 'actAs', claimedUserId);
  const [comment] = await ctx.db
    .select({ id: postComments.id, userId: postComments.userId, postAuthorId: posts.userId })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(and(eq(postComments.id, commentId), shownContent(postComments.removedAt, postComments.userId)));
  if (!comment) throw notFound(MSG.commentNotFound);
  return toggleLike(ctx, {
    add: (tx) => tx.insert(postCommentLikes).values({ userId: user.id, commentId }).onConflictDoNothing().returning({ c: postCommentLikes.commentId }),
    // The comment's writer and the post's author, as for commenting there.
    mayAdd: (tx) => assertMayActOn(tx, user.id, comment.userId, comment.postAuthorId),
    remove: (tx) =>
      tx
        .delete(postCommentLikes)
        .where(and(eq(postCommentLikes.userId, user.id), eq(postCommentLikes.commentId, commentId)))
        .returning({ c: postCommentLikes.commentId }),
    async moveCount(tx, delta) {
      const [row] = await tx
        .update(postComments)
        .set({ likesCount: sql`greatest(${postComments.likesCount} + ${delta}, 0)` })
        .where(eq(postComments.id, commentId))
        .returning({ likes: postComments.likesCount });
      return row!.likes;
    },
  });
}

/**
 * One report per reporter and target; a second one is a polite 409. The reason arrives as a
 * key or (older clients) its Turkish label and is stored as the key (docs/PRODUCT.md#trust-and-safety); the report
 * then joins the moderation queue like every other.
 */
export async function report(
  ctx: AppContext,
  user: AuthUser,
  target: { type: 'post' | 'post_comment'; id: number },
  input: { reason: string; description: string },
) {
  if (target.type === 'post') await loadPost(ctx, target.id);
  else {
    const [c] = await ctx.db
      .select({ id: postComments.id })
      .from(postComments)
      .where(and(eq(postComments.id, target.id), shownContent(postComments.removedAt, postComments.userId)));
    if (!c) throw notFound(MSG.commentNotFound);
  }
  try {
    const reason = reportReasonKey(input.reason) ?? 'other';
    await ctx.db.insert(reports).values({ reporterId: user.id, targetType: target.type, targetId: target.id, reason, description: input.description });
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError(409, MSG.reportDuplicate, 'REPORT_DUPLICATE');
    throw error;
  }
  return { message: MSG.reportSuccess };
}
