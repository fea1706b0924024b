import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { LIST_PAGE_MAX, nextCursor, type ReaderComment } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { quiet, readerKeys } from '../api';

// The comment section's calls, apart from the reader's (../api.ts): they load with the section,
// after the chapter, and keep the infinite-query code off the reader's first load (DESIGN §5).

/**
 * One page of a chapter's comments (flat, oldest first): up to 50 top-level comments, each
 * followed by its first replies and carrying replies_count. `after` is the last top-level id held.
 */
export function fetchComments(chapterId: number, after?: number, signal?: AbortSignal) {
  return call('GET /bookReader/chapters/:chapterId/comments', { params: { chapterId }, query: { after }, signal, ...quiet });
}

/** The next replies of one comment, after the last reply held. */
export function fetchReplies(chapterId: number, parentId: number, after?: number) {
  return call('GET /bookReader/chapters/:chapterId/comments', { params: { chapterId }, query: { parent: parentId, after }, ...quiet });
}

export type CommentPages = InfiniteData<ReaderComment[], number | undefined>;

export function postComment(bookId: number, chapterId: number, content: string, parentCommentId: number | null) {
  return call('POST /bookReader/books/:bookId/chapters/:chapterId/comments', { params: { bookId, chapterId }, body: { content, parentCommentId }, ...quiet });
}

export function toggleCommentLike(commentId: number) {
  return call('POST /bookReader/comments/:commentId/like', { params: { commentId }, ...quiet });
}

export function deleteComment(commentId: number) {
  return call('DELETE /bookReader/comments/:commentId', { params: { commentId }, ...quiet });
}

export function useComments(chapterId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: readerKeys.comments(chapterId),
    queryFn: ({ pageParam, signal }) => fetchComments(chapterId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // Pages count top-level comments only; the replies that come along do not fill a page.
    getNextPageParam: (lastPage) =>
      nextCursor(
        lastPage.filter((c) => c.parent_comment_id === null),
        (c) => c.comment_id,
        LIST_PAGE_MAX,
      ),
    enabled,
    refetchOnWindowFocus: false,
  });
}
