import { MSG, REPLIES_PREVIEW, type ReaderComment, type ReaderCommentsQuery, type Removal } from '@okuryazar/shared';
import { and, asc, eq, inArray, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { Outcome } from '../../lib/outcome';
import type { AppContext } from '../../lib/context';
import { books, chapters, commentLikes, comments, users } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { publicFileUrl } from '../../lib/file-urls';
import { keysetAfter } from '../../lib/keyset';
import type { AuthUser } from '../../lib/session';
import { authorize, can } from '../../policies/abilities';
import { assertMayActOn, notSilencedBy } from '../../policies/blocks';
import type { Viewer } from '../../policies/books';
import { notifyCommentLike } from '../notifications/comment-like';
import { createNotifications, notificationText, type NotificationInput } from '../notifications/notify';
import { loadRemovals } from '../moderation/removals';
import { authorActive, shownContent } from '../moderation/visibility';
import { assertCommentsOpen } from '../stories/comment-settings.service';
import { notifyAuthorDeletion } from './author-deletion-notice';
import { retireComments } from './comment-retire';
import { paragraphCountsChanged } from './paragraph-counts';
import { loadReadableChapter } from './reader.service';

function commentColumns(viewerId: number) {
  return {
    id: comments.id,
    parentId: comments.parentCommentId,
    userId: comments.userId,
    username: users.username,
    profileImageUrl: users.profileImageUrl,
    content: comments.content,
    createdAt: comments.createdAt,
    likes: comments.likesCount,
    liked: sql<boolean>`exists(select 1 from comment_likes cl where cl.comment_id = ${comments.id} and cl.user_id = ${viewerId})`,
    removedAt: comments.removedAt,
    deletedAt: comments.deletedAt,
    paragraphId: comments.paragraphId,
    paragraphChanged: comments.paragraphChanged,
  };
}

type CommentRow = {
  id: number;
  parentId: number | null;
  userId: number | null;
  username: string | null;
  profileImageUrl: string | null;
  content: string;
  createdAt: Date;
  likes: number;
  liked: boolean;
  removedAt: Date | null;
  deletedAt: Date | null;
  paragraphId: string | null;
  paragraphChanged: boolean;
};

/** Which top-level comments a page lists: one paragraph's thread, or the general comments (with those whose paragraph an edit removed). */
function threadOf(paragraph: string | undefined): SQL {
  return paragraph === undefined
    ? or(isNull(comments.paragraphId), comments.paragraphChanged)!
    : and(isNotNull(comments.paragraphId), eq(comments.paragraphId, paragraph), not(comments.paragraphChanged))!;
}

/** A paragraph comment says which paragraph, and whether an edit removed it. */
function paragraphFields(row: CommentRow): Pick<ReaderComment, 'paragraph_id' | 'paragraph_changed'> {
  if (row.paragraphId === null) return {};
  return row.paragraphChanged ? { paragraph_id: row.paragraphId, paragraph_changed: true } : { paragraph_id: row.paragraphId };
}

/**
 * Comments a list shows the viewer: not removed and by someone not suspended, plus the
 * viewer's own removed ones, which they alone see read-only with the note (docs/PRODUCT.md#trust-and-safety). A
 * deleted comment (comment-retire.ts) is listed only while a reply under it is.
 */
function listedFor(viewerId: number): SQL {
  const placeholderNeeded = sql`exists (select 1 from comments r where r.parent_comment_id = ${comments.id} and r.removed_at is null and ${authorActive(sql`r.user_id`)})`;
  return and(or(shownContent(comments.removedAt, comments.userId), eq(comments.userId, viewerId)), or(isNull(comments.deletedAt), placeholderNeeded))!;
}

/** A comment others may act on (like, report): shown, and not a deleted one's placeholder. */
const actionable = () => and(shownContent(comments.removedAt, comments.userId), isNull(comments.deletedAt));

/** The viewer's own removed comments among the rows, with the moderators' notes. */
async function ownRemovals(ctx: AppContext, viewerId: number, rows: CommentRow[]) {
  return loadRemovals(ctx.db, 'comment', rows.filter((r) => r.userId === viewerId));
}

function present(ctx: AppContext, row: CommentRow, removal?: Removal): ReaderComment {
  if (row.deletedAt) {
    // "Bu yorum silindi.": where it stood and when, nothing of what it said or who said it.
    return {
      comment_id: row.id,
      parent_comment_id: row.parentId,
      user_id: null,
      username: null,
      profile_image_url: null,
      content: '',
      created_at: toIso(row.createdAt),
      likes_count: 0,
      is_liked_by_user: false,
      deleted: true,
      ...paragraphFields(row),
    };
  }
  return {
    ...(removal ? { removed: removal } : {}),
    comment_id: row.id,
    parent_comment_id: row.parentId,
    user_id: row.userId,
    username: row.username,
    profile_image_url: publicFileUrl(ctx.config, row.profileImageUrl),
    content: row.content,
    created_at: toIso(row.createdAt),
    likes_count: row.likes,
    is_liked_by_user: Boolean(row.liked),
    ...paragraphFields(row),
  };
}

/**
 * One page of a chapter's comments, flat as the spec's list: up to `limit` top-level comments
 * oldest first (after the `after` cursor), each followed by its first REPLIES_PREVIEW replies
 * and carrying `replies_count`. With `parent`, one page of that comment's replies instead.
 * Without `paragraph` the top-level comments are the general ones (and those whose paragraph
 * an edit removed); with it, that paragraph's thread (docs/PRODUCT.md#paragraph-comments).
 */
export async function listComments(ctx: AppContext, viewer: Viewer | null, chapterId: number, query: ReaderCommentsQuery) {
  await loadReadableChapter(ctx.db, viewer, chapterId, ctx.clock());
  const viewerId = viewer?.id ?? 0;
  // Comments of people the viewer blocked or muted are left out, replies and counts included (docs/PRODUCT.md#trust-and-safety).
  const shown = notSilencedBy(viewerId, comments.userId);
  if (query.parent !== undefined) return listReplies(ctx, viewerId, chapterId, query.parent, query);
  const top = await ctx.db
    .select(commentColumns(viewerId))
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        eq(comments.chapterId, chapterId),
        isNull(comments.parentCommentId),
        threadOf(query.paragraph),
        listedFor(viewerId),
        shown,
        await keysetAfter(ctx.db, comments, query.after, 'asc'),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(query.limit);
  if (top.length === 0) return [];
  // The first replies of every comment on the page and each comment's reply count, in one
  // pass over the (parent_comment_id, created_at, id) index.
  const ranked = ctx.db
    .select({
      id: comments.id,
      rank: sql<number>`row_number() over (partition by ${comments.parentCommentId} order by ${comments.createdAt}, ${comments.id})`.as('rank'),
      total: sql<number>`count(*) over (partition by ${comments.parentCommentId})`.as('total'),
    })
    .from(comments)
    .where(and(inArray(comments.parentCommentId, top.map((c) => c.id)), listedFor(viewerId), shown))
    .as('ranked');
  const replies = await ctx.db
    .select({ ...commentColumns(viewerId), total: ranked.total })
    .from(ranked)
    .innerJoin(comments, eq(comments.id, ranked.id))
    .leftJoin(users, eq(users.id, comments.userId))
    .where(lte(ranked.rank, REPLIES_PREVIEW))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const byParent = new Map<number, { total: number; rows: CommentRow[] }>();
  for (const reply of replies) {
    const group = byParent.get(reply.parentId!) ?? { total: Number(reply.total), rows: [] };
    group.rows.push(reply);
    byParent.set(reply.parentId!, group);
  }
  const removals = await ownRemovals(ctx, viewerId, [...top, ...replies]);
  return top.flatMap((c) => {
    const group = byParent.get(c.id);
    return [{ ...present(ctx, c, removals.get(c.id)), replies_count: group?.total ?? 0 }, ...(group?.rows ?? []).map((r) => present(ctx, r, removals.get(r.id)))];
  });
}

async function listReplies(ctx: AppContext, viewerId: number, chapterId: number, parentId: number, query: ReaderCommentsQuery) {
  const [parent] = await ctx.db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, parentId), eq(comments.chapterId, chapterId), isNull(comments.parentCommentId), listedFor(viewerId)));
  if (!parent) throw notFound(MSG.commentNotFound);
  const rows = await ctx.db
    .select(commentColumns(viewerId))
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.parentCommentId, parentId), listedFor(viewerId), notSilencedBy(viewerId, comments.userId), await keysetAfter(ctx.db, comments, query.after, 'asc')))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(query.limit);
  const removals = await ownRemovals(ctx, viewerId, rows);
  return rows.map((r) => present(ctx, r, removals.get(r.id)));
}

/** Replies go one level deep: a reply to a reply hangs under the top-level comment. */
export async function addComment(
  ctx: AppContext,
  user: AuthUser,
  bookId: number,
  chapterId: number,
  input: { content: string; parentCommentId?: number | null; paragraphId?: string | null },
) {
  const { chapter, book } = await loadReadableChapter(ctx.db, user, chapterId, ctx.clock(), bookId);
  // Closed comments refuse replies too, and the author's own (docs/PRODUCT.md#the-authors-say-over-comments).
  await assertCommentsOpen(ctx.db, book.id);
  let parent: { id: number; parentId: number | null; userId: number | null; paragraphId: string | null; paragraphChanged: boolean } | undefined;
  if (input.parentCommentId) {
    // A deleted comment's thread stays open: its placeholder takes replies, and notifies nobody.
    [parent] = await ctx.db
      .select({
        id: comments.id,
        parentId: comments.parentCommentId,
        userId: comments.userId,
        paragraphId: comments.paragraphId,
        paragraphChanged: comments.paragraphChanged,
      })
      .from(comments)
      .where(and(eq(comments.id, input.parentCommentId), eq(comments.chapterId, chapterId), shownContent(comments.removedAt, comments.userId)));
    if (!parent) throw notFound(MSG.commentNotFound);
  }
  // A reply is in its thread's paragraph (a different paragraphId is refused); a new comment's
  // paragraph must be one of the published text's.
  const paragraph = parent ? { id: parent.paragraphId, changed: parent.paragraphChanged } : { id: input.paragraphId ?? null, changed: false };
  if (parent && input.paragraphId && input.paragraphId !== parent.paragraphId) throw badRequest(MSG.paragraphInvalid);
  if (!parent && paragraph.id !== null && !chapter.content.includes(`data-pid="${paragraph.id}"`)) throw badRequest(MSG.paragraphInvalid);
  // No block between the commenter and the story's author, nor the person replied to.
  await assertMayActOn(ctx.db, user.id, book.authorId, parent?.userId ?? null);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({
        chapterId,
        userId: user.id,
        parentCommentId: parent ? (parent.parentId ?? parent.id) : null,
        paragraphId: paragraph.id,
        paragraphChanged: paragraph.changed,
        content: input.content,
        createdAt: new Date(ctx.clock()),
      })
      .returning({ id: comments.id });
    await tx.update(chapters).set({ comments: sql`${chapters.comments} + 1` }).where(eq(chapters.id, chapterId));
    await tx.update(books).set({ totalComments: sql`${books.totalComments} + 1` }).where(eq(books.id, book.id));
    const targets: NotificationInput[] = [];
    const about = { bookId: book.id, chapterId, commentId: inserted!.id, paragraphId: paragraph.changed ? null : paragraph.id };
    if (parent?.userId) {
      targets.push({ userId: parent.userId, senderId: user.id, type: 'comment', content: notificationText.reply(user.username, chapter.title), ...about });
    }
    targets.push({ userId: book.authorId, senderId: user.id, type: 'comment', content: notificationText.comment(user.username, chapter.title), ...about });
    const notifications = await createNotifications(tx, targets, ctx.clock());
    const [row] = await tx
      .select(commentColumns(user.id))
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.id, inserted!.id));
    return new Outcome(present(ctx, row!), notifications);
  });
  if (paragraph.id !== null) {
    await paragraphCountsChanged(ctx, chapterId);
    // Readers with the chapter open hear of it (a moved thread's replies are general comments now).
    if (!paragraph.changed) {
      await ctx.events.publishChapter(chapterId, { type: 'paragraph_comment', data: { chapter_id: chapterId, paragraph_id: paragraph.id } }).catch(() => undefined);
    }
  }
  return outcome;
}

/**
 * The comment's writer or the story's author may delete it. Others' replies stay, under a
 * "Bu yorum silindi." placeholder (comment-retire.ts); the counts lose the comment alone.
 * When the author deletes someone else's comment the writer is told (author-deletion-notice.ts).
 */
export async function deleteComment(ctx: AppContext, user: AuthUser, commentId: number) {
  const [comment] = await ctx.db
    .select({
      id: comments.id,
      userId: comments.userId,
      chapterId: comments.chapterId,
      chapterTitle: chapters.title,
      bookId: chapters.bookId,
      bookTitle: books.title,
      authorId: books.authorId,
      removedAt: comments.removedAt,
      paragraphId: comments.paragraphId,
    })
    .from(comments)
    .innerJoin(chapters, eq(chapters.id, comments.chapterId))
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)));
  if (!comment) throw notFound(MSG.commentNotFound);
  const byWriter = can(user, 'deleteChapterComment', comment);
  if (!byWriter) authorize(user, 'deleteCommentOnOwnStory', comment);
  const notifications = await ctx.db.transaction(async (tx) => {
    // Only what the counts still hold: a removed comment took itself and the replies it hid
    // off them at its removal, and a reply removed on its own left them then
    // (moderation/remove-content.ts). The replies of a comment that was not removed stay.
    const counted = comment.removedAt ? 0 : 1;
    await retireComments(tx, sql`select ${commentId}::integer`, new Date(ctx.clock()));
    if (counted > 0) {
      await tx.update(chapters).set({ comments: sql`greatest(${chapters.comments} - ${counted}, 0)` }).where(eq(chapters.id, comment.chapterId));
      await tx.update(books).set({ totalComments: sql`greatest(${books.totalComments} - ${counted}, 0)` }).where(eq(books.id, comment.bookId));
    }
    // A comment of a deleted account has nobody to tell.
    return byWriter || comment.userId === null ? [] : notifyAuthorDeletion(tx, comment.userId, comment, ctx.clock());
  });
  if (comment.paragraphId !== null) await paragraphCountsChanged(ctx, comment.chapterId);
  return new Outcome({ message: 'Yorum silindi.' }, notifications);
}

/**
 * Likes or unlikes a comment. A new like tells the comment's writer in one grouped notice per
 * comment (notifications/comment-like.ts); taking a like back tells nobody.
 */
export async function toggleCommentLike(ctx: AppContext, user: AuthUser, commentId: number) {
  const [comment] = await ctx.db
    .select({ chapterId: comments.chapterId, userId: comments.userId, content: comments.content })
    .from(comments)
    .where(and(eq(comments.id, commentId), actionable()));
  if (!comment) throw notFound(MSG.commentNotFound);
  const { book } = await loadReadableChapter(ctx.db, user, comment.chapterId, ctx.clock());
  return ctx.db.transaction(async (tx) => {
    const added = await tx.insert(commentLikes).values({ userId: user.id, commentId }).onConflictDoNothing().returning({ c: commentLikes.commentId });
    // The comment's writer and the story's author, as for replying there; only a new like is refused.
    if (added.length > 0) await assertMayActOn(tx, user.id, comment.userId, book.authorId);
    const delta = added.length > 0 ? 1 : -1;
    if (delta < 0) {
      const removed = await tx
        .delete(commentLikes)
        .where(and(eq(commentLikes.userId, user.id), eq(commentLikes.commentId, commentId)))
        .returning({ c: commentLikes.commentId });
      if (removed.length === 0) {
        const [row] = await tx.select({ likes: comments.likesCount }).from(comments).where(eq(comments.id, commentId));
        return new Outcome({ isLiked: false, likes: row!.likes });
      }
    }
    const [row] = await tx
      .update(comments)
      .set({ likesCount: sql`greatest(${comments.likesCount} + ${delta}, 0)` })
      .where(eq(comments.id, commentId))
      .returning({ likes: comments.likesCount });
    const notifications =
      delta > 0
        ? await notifyCommentLike(
            tx,
            { commentId, commentContent: comment.content, bookId: book.id, chapterId: comment.chapterId, liker: { id: user.id, username: user.username } },
            ctx.clock(),
          )
        : [];
    return new Outcome({ isLiked: delta > 0, likes: row!.likes }, notifications);
  });
}
