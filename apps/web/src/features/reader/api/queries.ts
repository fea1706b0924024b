import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { LIST_PAGE_MAX, nextCursor, type ApiInput, type ReaderChapter, type ReaderComment, type ReaderResponse } from '@okuryazar/shared';
import { API_BASE, apiPath, call } from '../../../lib/api';
import { getToken } from '../../../lib/session';
import { queueProgress } from '../offline/progressQueueStore';
import { cursorPaging } from '../../../lib/cursorPaging';

/** What the reader sends to save progress (the shared contract's body). */
export type SaveProgressBody = ApiInput<'POST /bookReader/progress/save'>['body'];

export const readerKeys = {
  chapter: (bookId: number, chapterId: number) => ['reader', 'chapter', bookId, chapterId] as const,
  progress: (bookId: number) => ['reader', 'progress', bookId] as const,
  /** A chapter's general comments, or with `paragraph` one paragraph's thread (keys of one chapter share the prefix). */
  comments: (chapterId: number, paragraph?: string) =>
    paragraph === undefined ? (['reader', 'comments', chapterId] as const) : (['reader', 'comments', chapterId, 'paragraph', paragraph] as const),
  paragraphCounts: (chapterId: number) => ['reader', 'paragraph-counts', chapterId] as const,
  following: (me: number, authorId: number) => ['reader', 'following', me, authorId] as const,
  nextRead: (bookId: number) => ['reader', 'next-read', bookId] as const,
};

// Calls made in the background (views, progress, likes, comments) never redirect on a 401:
// their failures are only logged (docs/PRODUCT.md#error-messages).
export const quiet = { redirectOn401: false } as const;

export function fetchReader(bookId: number, chapterId: number, signal?: AbortSignal) {
  return call('GET /bookReader/books/:bookId/:chapterId', { params: { bookId, chapterId }, signal });
}


export function fetchProgress(bookId: number, signal?: AbortSignal) {
  return call('GET /bookReader/progress/:bookId', { params: { bookId }, signal, ...quiet });
}


/**
 * Progress save that survives the page going away (pagehide, tab hidden, leaving the reader).
 * sendBeacon cannot carry the bearer header, so this is fetch with keepalive.
 */
export function saveProgressKeepalive(body: SaveProgressBody): void {
  const token = getToken();
  if (!token) return;
  // Offline, the save waits in local storage for the connection (offline/progressQueue.ts).
  if (!navigator.onLine) {
    queueProgress(body);
    return;
  }
  try {
    fetch(`${API_BASE}${apiPath('POST /bookReader/progress/save')}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).catch((error: unknown) => {
      queueProgress(body);
      console.error('Okuma konumu kaydedilemedi:', error);
    });
  } catch (error) {
    queueProgress(body);
    console.error('Okuma konumu kaydedilemedi:', error);
  }
}

/**
 * One page of a chapter's general comments, or of one paragraph's thread (flat, oldest first): up to 50 top-level
 * comments, each followed by its first replies and carrying replies_count. `after` is the last top-level id held.
 */
export function fetchComments(chapterId: number, after?: number, signal?: AbortSignal, paragraph?: string) {
  return call('GET /bookReader/chapters/:chapterId/comments', { params: { chapterId }, query: { after, paragraph }, signal, ...quiet });
}

/** The next replies of one comment, after the last reply held. */
export function fetchReplies(chapterId: number, parentId: number, after?: number) {
  return call('GET /bookReader/chapters/:chapterId/comments', { params: { chapterId }, query: { parent: parentId, after }, ...quiet });
}

export type CommentPages = InfiniteData<ReaderComment[], number | undefined>;

/** Changes one chapter in the cached reader answer of that chapter (likes, views, comment count). */
export function patchChapter(client: QueryClient, bookId: number, chapterId: number, fn: (chapter: ReaderChapter) => ReaderChapter) {
  client.setQueryData<ReaderResponse>(readerKeys.chapter(bookId, chapterId), (old) =>
    old ? { ...old, chapters: old.chapters.map((c) => (c.chapter_id === chapterId ? fn(c) : c)) } : old,
  );
}

/** Applies a change to every cached page of a chapter's comments: its general ones and every paragraph thread held. */
export function patchComments(client: QueryClient, chapterId: number, fn: (list: ReaderComment[]) => ReaderComment[]) {
  client.setQueriesData<CommentPages>({ queryKey: readerKeys.comments(chapterId) }, (old) => (old ? { ...old, pages: old.pages.map(fn) } : old));
}

/** Per paragraph id, how many comments it has (paragraphs without any are absent). */
export type ParagraphCounts = Record<string, number>;

/** Moves one paragraph's count by `delta` (a comment written or deleted in its thread), never below zero. */
export function patchParagraphCount(client: QueryClient, chapterId: number, paragraph: string, delta: number) {
  client.setQueryData<ParagraphCounts>(readerKeys.paragraphCounts(chapterId), (old) => {
    if (!old) return old;
    const { [paragraph]: current = 0, ...rest } = old;
    const next = Math.max(0, current + delta);
    return next > 0 ? { ...rest, [paragraph]: next } : rest;
  });
}

/**
 * The chapter's paragraph comment counts, asked once the chapter is on screen (`enabled`); a failure
 * leaves the text without counts (only logged, like every background call of the reader).
 */
export function useParagraphCounts(chapterId: number, enabled: boolean) {
  return useQuery({
    queryKey: readerKeys.paragraphCounts(chapterId),
    queryFn: async ({ signal }): Promise<ParagraphCounts> =>
      (await call('GET /bookReader/chapters/:chapterId/paragraph-counts', { params: { chapterId }, signal, ...quiet })).counts,
    enabled,
    refetchOnWindowFocus: false,
  });
}





/** The book, its published chapters and the requested chapter's text. */
export function useReader(bookId: number, chapterId: number) {
  return useQuery({
    queryKey: readerKeys.chapter(bookId, chapterId),
    queryFn: ({ signal }) => fetchReader(bookId, chapterId, signal),
    // Keep the header (book, chapter list) on screen while the next chapter loads.
    placeholderData: (previous) => previous,
    refetchOnWindowFocus: false,
  });
}

/**
 * Saved progress, always fresh: the book page's read button ("Devam et") and the reader's
 * return to the saved place. Not retried: a failed answer must not hold either back (the
 * button then offers the first chapter, the reader opens at the top).
 */
export function useProgress(bookId: number) {
  return useQuery({
    queryKey: readerKeys.progress(bookId),
    queryFn: ({ signal }) => fetchProgress(bookId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

// Pages count top-level comments only; the replies that come along do not fill a page.
const nextCommentsCursor = (lastPage: ReaderComment[]) =>
  nextCursor(
    lastPage.filter((c) => c.parent_comment_id === null),
    (c) => c.comment_id,
    LIST_PAGE_MAX,
  );

/** Whether older top-level comments may be left on the server after this page. */
export const hasMoreComments = (lastPage: ReaderComment[]) => nextCommentsCursor(lastPage) !== undefined;

/** A chapter's general comments, or with `paragraph` that paragraph's thread, page by page. */
export function useComments(chapterId: number, enabled: boolean, paragraph?: string) {
  return useInfiniteQuery({
    queryKey: readerKeys.comments(chapterId, paragraph),
    ...cursorPaging((after, signal) => fetchComments(chapterId, after, signal, paragraph), nextCommentsCursor),
    enabled,
    refetchOnWindowFocus: false,
  });
}

/** Whether the reader follows the author (the end-of-story card's follow button). */
export function useFollowingAuthor(me: number | null, authorId: number, enabled: boolean) {
  return useQuery({
    queryKey: readerKeys.following(me ?? 0, authorId),
    queryFn: ({ signal }) => call('GET /search/isFollowing/:userId/:authorId', { params: { userId: me ?? 0, authorId }, signal, ...quiet }),
    enabled: enabled && me !== null && me !== authorId,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}


/** "Sıradaki okuma" under a story's last chapter: up to three books from the recommendations' logic. */
export function useNextRead(bookId: number, enabled: boolean) {
  return useQuery({
    queryKey: readerKeys.nextRead(bookId),
    queryFn: ({ signal }) => call('GET /books/:bookId/next-read', { params: { bookId }, signal, ...quiet }),
    enabled,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
