import { useQuery } from '@tanstack/react-query';
import type { ApiInput } from '@okuryazar/shared';
import { API_BASE, apiPath, call } from '../../lib/api';
import { queueProgress } from '../../lib/progressQueueStore';
import { getToken } from '../../lib/session';

/** What the reader sends to save progress (the shared contract's body). */
export type SaveProgressBody = ApiInput<'POST /bookReader/progress/save'>['body'];

export const readerKeys = {
  chapter: (bookId: number, chapterId: number) => ['reader', 'chapter', bookId, chapterId] as const,
  progress: (bookId: number) => ['reader', 'progress', bookId] as const,
  comments: (chapterId: number) => ['reader', 'comments', chapterId] as const,
  following: (me: number, authorId: number) => ['reader', 'following', me, authorId] as const,
  nextRead: (bookId: number) => ['reader', 'next-read', bookId] as const,
};

// Calls made in the background (views, progress, likes, comments) never redirect on a 401:
// their failures are only logged (SPEC §8).
export const quiet = { redirectOn401: false } as const;

export function fetchReader(bookId: number, chapterId: number, signal?: AbortSignal) {
  return call('GET /bookReader/books/:bookId/:chapterId', { params: { bookId, chapterId }, signal });
}

export function incrementViews(bookId: number, chapterId: number) {
  return call('POST /bookReader/books/:bookId/chapters/:chapterId/incrementViews', { params: { bookId, chapterId }, ...quiet });
}

export function fetchProgress(bookId: number, signal?: AbortSignal) {
  return call('GET /bookReader/progress/:bookId', { params: { bookId }, signal, ...quiet });
}

export function saveProgress(body: SaveProgressBody) {
  return call('POST /bookReader/progress/save', { body, ...quiet });
}

/**
 * Progress save that survives the page going away (pagehide, tab hidden, leaving the reader).
 * sendBeacon cannot carry the bearer header, so this is fetch with keepalive.
 */
export function saveProgressKeepalive(body: SaveProgressBody): void {
  const token = getToken();
  if (!token) return;
  // Offline, the save waits in local storage for the connection (lib/progressQueue).
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

export function toggleChapterLike(chapterId: number) {
  return call('POST /bookReader/chapters/:chapterId/like', { params: { chapterId }, ...quiet });
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

/** Saved progress, always fresh: it decides whether to offer "continue where you left off". */
export function useProgress(bookId: number) {
  return useQuery({
    queryKey: readerKeys.progress(bookId),
    queryFn: ({ signal }) => fetchProgress(bookId, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
