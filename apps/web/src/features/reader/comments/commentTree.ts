import type { ReaderComment } from '@okuryazar/shared';

export interface CommentThread {
  comment: ReaderComment;
  replies: ReaderComment[];
}

/**
 * Flat list (oldest first) → top-level comments with their replies one level deep (docs/PRODUCT.md#data-shapes).
 * A reply is grouped under its top-level ancestor; a reply whose parent is gone is shown on top.
 */
export function buildThreads(comments: ReaderComment[]): CommentThread[] {
  const byId = new Map(comments.map((c) => [c.comment_id, c]));
  const rootOf = (comment: ReaderComment): ReaderComment => {
    let current = comment;
    const seen = new Set<number>();
    while (current.parent_comment_id !== null && !seen.has(current.comment_id)) {
      seen.add(current.comment_id);
      const parent = byId.get(current.parent_comment_id);
      if (!parent) break;
      current = parent;
    }
    return current;
  };
  const threads = new Map<number, CommentThread>();
  const order: CommentThread[] = [];
  for (const comment of comments) {
    const root = rootOf(comment);
    if (root.comment_id === comment.comment_id) {
      const thread = { comment, replies: [] };
      threads.set(comment.comment_id, thread);
      order.push(thread);
    }
  }
  for (const comment of comments) {
    const root = rootOf(comment);
    if (root.comment_id !== comment.comment_id) threads.get(root.comment_id)?.replies.push(comment);
  }
  return order;
}

/**
 * The list once its writer has deleted `target`, as the server keeps it: a comment with
 * replies becomes the "Bu yorum silindi." placeholder and its replies stay; a comment a
 * moderator removed goes with its replies; a reply goes alone, and so does a placeholder
 * whose last reply it was.
 */
export function withoutComment(comments: ReaderComment[], target: ReaderComment): ReaderComment[] {
  if (target.removed) return removeWithReplies(comments, target.comment_id);
  const hasReplies = (target.replies_count ?? 0) > 0 || comments.some((c) => c.parent_comment_id === target.comment_id);
  if (hasReplies) return comments.map((c) => (c.comment_id === target.comment_id ? deletedPlaceholder(c) : c));
  const parentId = target.parent_comment_id;
  return comments
    .filter((c) => c.comment_id !== target.comment_id)
    .map((c) => (c.comment_id === parentId ? { ...c, replies_count: Math.max(0, (c.replies_count ?? 1) - 1) } : c))
    .filter((c) => !(c.deleted && c.comment_id === parentId && (c.replies_count ?? 0) === 0 && !comments.some((r) => r.parent_comment_id === c.comment_id && r.comment_id !== target.comment_id)));
}

function deletedPlaceholder(comment: ReaderComment): ReaderComment {
  const { removed: _removed, ...rest } = comment;
  return { ...rest, user_id: null, username: null, profile_image_url: null, content: '', likes_count: 0, is_liked_by_user: false, deleted: true };
}

/** The comment and everything that replies to it, directly or not (docs/PRODUCT.md#behaviour-and-states: replies go too). */
export function removeWithReplies(comments: ReaderComment[], commentId: number): ReaderComment[] {
  const removed = new Set([commentId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of comments) {
      if (c.parent_comment_id !== null && removed.has(c.parent_comment_id) && !removed.has(c.comment_id)) {
        removed.add(c.comment_id);
        grew = true;
      }
    }
  }
  return comments.filter((c) => !removed.has(c.comment_id));
}

/** A comment like settles to the server's answer: its isLiked and its count, never below zero. */
export function applyCommentLike(comments: ReaderComment[], commentId: number, answer: { isLiked: boolean; likes: number }): ReaderComment[] {
  return comments.map((c) => (c.comment_id === commentId ? { ...c, is_liked_by_user: answer.isLiked, likes_count: Math.max(0, answer.likes) } : c));
}

/** Adds a reply after its parent's loaded replies and counts it on the parent; lists without the parent are unchanged. */
export function insertReply(comments: ReaderComment[], reply: ReaderComment): ReaderComment[] {
  const parentId = reply.parent_comment_id;
  if (parentId === null || !comments.some((c) => c.comment_id === parentId)) return comments;
  return [
    ...comments
      .filter((c) => c.comment_id !== reply.comment_id)
      .map((c) => (c.comment_id === parentId ? { ...c, replies_count: (c.replies_count ?? 0) + 1 } : c)),
    reply,
  ];
}

/** Appends a page of replies fetched for `parentId` to the list holding that parent (each reply once). */
export function appendReplies(comments: ReaderComment[], parentId: number, replies: ReaderComment[]): ReaderComment[] {
  if (!comments.some((c) => c.comment_id === parentId)) return comments;
  const held = new Set(comments.map((c) => c.comment_id));
  return [...comments, ...replies.filter((r) => !held.has(r.comment_id))];
}

/** Unloaded replies of a top-level comment, by the server's replies_count. */
export function hiddenReplies(comment: ReaderComment, loadedReplies: number): number {
  return Math.max(0, (comment.replies_count ?? 0) - loadedReplies);
}

/** What to load next while looking for one comment (a link to it from a notification). */
export type FindStep =
  | { kind: 'found' }
  | { kind: 'page' }
  | { kind: 'replies'; parent: ReaderComment; loaded: ReaderComment[] }
  | { kind: 'missing' };

/**
 * The next step towards a comment: the following page of top-level comments while there is
 * one, then the unloaded replies of each thread in turn. Nothing assumes ids follow the page
 * order (pages go by creation time), so a comment is found wherever it sits.
 */
export function findStep(threads: CommentThread[], targetId: number, hasNextPage: boolean): FindStep {
  if (threads.some((t) => t.comment.comment_id === targetId || t.replies.some((r) => r.comment_id === targetId))) {
    return { kind: 'found' };
  }
  if (hasNextPage) return { kind: 'page' };
  const thread = threads.find((t) => hiddenReplies(t.comment, t.replies.length) > 0);
  return thread ? { kind: 'replies', parent: thread.comment, loaded: thread.replies } : { kind: 'missing' };
}

/**
 * The held pages of a thread with a freshly fetched first page merged in: comments held take the fresh
 * likes and replies_count; a new reply joins its parent (when held); a new top-level comment goes at the
 * end of the last page when `atEnd` (no older page left on the server), else it arrives with its page.
 */
export function mergeFreshPage(pages: ReaderComment[][], fresh: ReaderComment[], atEnd: boolean): ReaderComment[][] {
  const held = new Set(pages.flat().map((c) => c.comment_id));
  const newcomers = fresh.filter((c) => !held.has(c.comment_id));
  if (newcomers.length === 0 && fresh.every((c) => unchanged(pages, c))) return pages;
  let next = pages.map((page) => page.map((c) => c));
  for (const comment of newcomers) {
    if (comment.parent_comment_id !== null) next = next.map((page) => insertReply(page, comment));
    else if (atEnd && next.length > 0) next = [...next.slice(0, -1), [...(next.at(-1) ?? []), comment]];
  }
  const byId = new Map(fresh.map((c) => [c.comment_id, c]));
  return next.map((page) =>
    page.map((c) => {
      const f = byId.get(c.comment_id);
      return f ? { ...c, likes_count: f.likes_count, is_liked_by_user: f.is_liked_by_user, replies_count: f.replies_count ?? c.replies_count } : c;
    }),
  );
}

function unchanged(pages: ReaderComment[][], fresh: ReaderComment): boolean {
  const held = pages.flat().find((c) => c.comment_id === fresh.comment_id);
  return held !== undefined && held.likes_count === fresh.likes_count && held.is_liked_by_user === fresh.is_liked_by_user && (fresh.replies_count === undefined || held.replies_count === fresh.replies_count);
}
