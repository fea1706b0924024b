import { MSG, reportReasonKey, type AfterPageQuery, type BeforePageQuery, type Post, type PostComment } from '@okuryazar/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { postCommentLikes, postComments, postLikes, posts, reports, users } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { publicFileUrl } from '../../lib/file-urls';
import { keysetAfter } from '../../lib/keyset';
import { uniqueViolation } from '../../lib/pg-errors';
import type { AuthUser } from '../../plugins/authentication';
import { shownContent } from '../moderation/visibility';
import { assertOwnComment, assertOwnPost } from '../../policies/ownership';
import { assertNotBlocked, assertNotHiddenProfile, notSilencedBy } from '../../policies/blocks';

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
  };
}

type PostRow = { id: number; userId: number; username: string; profileImageUrl: string | null; content: string; createdAt: Date; likes: number; commentsCount: number; liked: boolean };
type CommentRow = { id: number; postId: number; userId: number; username: string; profileImageUrl: string | null; content: string; createdAt: Date; likes: number; liked: boolean };

function presentComment(ctx: AppContext, r: CommentRow): PostComment {
  return {
    comment_id: r.id,
    user_id: r.userId,
    username: r.username,
    profile_image_url: publicFileUrl(ctx.config, r.profileImageUrl),
    content: r.content,
    created_at: toIso(r.createdAt),
    likes_count: r.likes,
    is_liked: Boolean(r.liked),
  };
}

function presentPost(ctx: AppContext, r: PostRow, comments: PostComment[] = []): Post {
  const image = publicFileUrl(ctx.config, r.profileImageUrl);
  return {
    post_id: r.id,
    user_id: r.userId,
    username: r.username,
    avatar: image,
    profile_image_url: image,
    content: r.content,
    created_at: toIso(r.createdAt),
    likes_count: r.likes,
    is_liked: Boolean(r.liked),
    comments,
    comments_count: r.commentsCount,
  };
}

/**
 * Newest first, keyset-paged on (created_at, id) by `before` (the last post the client
 * holds). Posts of people the viewer blocked or muted are left out (DESIGN §6).
 */
async function listPosts(ctx: AppContext, viewer: AuthUser, where: SQL | undefined, page: BeforePageQuery) {
  const rows = await ctx.db
    .select(postColumns(viewer.id))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(where, shownContent(posts.removedAt, posts.userId), notSilencedBy(viewer.id, posts.userId), await keysetAfter(ctx.db, posts, page.before, 'desc')))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(page.limit);
  return rows.map((r) => presentPost(ctx, r));
}

export async function listUserPosts(ctx: AppContext, viewer: AuthUser, userId: number, page: BeforePageQuery) {
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!owner) throw notFound(MSG.profileNotFound);
  await assertNotHiddenProfile(ctx.db, viewer.id, userId);
  return listPosts(ctx, viewer, eq(posts.userId, userId), page);
}

export async function listFeed(ctx: AppContext, viewer: AuthUser, page: BeforePageQuery) {
  return listPosts(ctx, viewer, undefined, page);
}

async function loadPost(ctx: AppContext, postId: number) {
  const [post] = await ctx.db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, postId), shownContent(posts.removedAt, posts.userId)));
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
    .where(and(eq(postComments.postId, postId), shownContent(postComments.removedAt, postComments.userId), notSilencedBy(viewer.id, postComments.userId), await keysetAfter(ctx.db, postComments, page.after, 'asc')))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(page.limit);
  return rows.map((r) => presentComment(ctx, r));
}

/** The owner posts on their own page only: the author is always the token's user. */
export async function createPost(ctx: AppContext, user: AuthUser, content: string) {
  const [row] = await ctx.db.insert(posts).values({ userId: user.id, content, createdAt: new Date(ctx.clock()) }).returning({ id: posts.id });
  const [full] = await ctx.db.select(postColumns(user.id)).from(posts).innerJoin(users, eq(users.id, posts.userId)).where(eq(posts.id, row!.id));
  return { postId: row!.id, post: presentPost(ctx, full!) };
}

export async function addPostComment(ctx: AppContext, user: AuthUser, postId: number, content: string) {
  const post = await loadPost(ctx, postId);
  await assertNotBlocked(ctx.db, user.id, post.userId);
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
  const post = await loadPost(ctx, postId);
  assertOwnPost(user, post);
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
  const [comment] = await ctx.db.select({ id: postComments.id, userId: postComments.userId, postId: postComments.postId }).from(postComments).where(eq(postComments.id, commentId));
  if (!comment) throw notFound(MSG.commentNotFound);
  assertOwnComment(user, comment);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(postComments).where(eq(postComments.id, commentId));
    await tx.update(posts).set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` }).where(eq(posts.id, comment.postId));
    await tx.delete(reports).where(and(eq(reports.targetType, 'post_comment'), eq(reports.targetId, commentId)));
  });
  return { message: 'Yorum silindi.' };
}

export async function togglePostLike(ctx: AppContext, user: AuthUser, postId: number) {
  await loadPost(ctx, postId);
  return ctx.db.transaction(async (tx) => {
    const added = await tx.insert(postLikes).values({ userId: user.id, postId }).onConflictDoNothing().returning({ p: postLikes.postId });
    let delta = 1;
    if (added.length === 0) {
      const removed = await tx.delete(postLikes).where(and(eq(postLikes.userId, user.id), eq(postLikes.postId, postId))).returning({ p: postLikes.postId });
      delta = removed.length > 0 ? -1 : 0;
    }
    const [row] = await tx
      .update(posts)
      .set({ likesCount: sql`greatest(${posts.likesCount} + ${delta}, 0)` })
      .where(eq(posts.id, postId))
      .returning({ likes: posts.likesCount });
    return { isLiked: delta > 0, likes_count: row!.likes };
  });
}

export async function togglePostCommentLike(ctx: AppContext, user: AuthUser, commentId: number) {
  const [comment] = await ctx.db
    .select({ id: postComments.id })
    .from(postComments)
    .where(and(eq(postComments.id, commentId), shownContent(postComments.removedAt, postComments.userId)));
  if (!comment) throw notFound(MSG.commentNotFound);
  return ctx.db.transaction(async (tx) => {
    const added = await tx.insert(postCommentLikes).values({ userId: user.id, commentId }).onConflictDoNothing().returning({ c: postCommentLikes.commentId });
    let delta = 1;
    if (added.length === 0) {
      const removed = await tx
        .delete(postCommentLikes)
        .where(and(eq(postCommentLikes.userId, user.id), eq(postCommentLikes.commentId, commentId)))
        .returning({ c: postCommentLikes.commentId });
      delta = removed.length > 0 ? -1 : 0;
    }
    const [row] = await tx
      .update(postComments)
      .set({ likesCount: sql`greatest(${postComments.likesCount} + ${delta}, 0)` })
      .where(eq(postComments.id, commentId))
      .returning({ likes: postComments.likesCount });
    return { isLiked: delta > 0, likes_count: row!.likes };
  });
}

/**
 * One report per reporter and target; a second one is a polite 409. The reason arrives as a
 * key or (older clients) its Turkish label and is stored as the key (DESIGN §6); the report
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
