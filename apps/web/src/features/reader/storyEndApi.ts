import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { quiet, readerKeys } from './api';

// The end-of-story card's calls (StoryEnd.tsx), apart from the reader's (api.ts): they load with
// the card, after the chapter (DESIGN §5).

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

export function setFollowingAuthor(me: number, authorId: number, follow: boolean) {
  return call(follow ? 'POST /search/follow/:userId/:authorId' : 'POST /search/unfollow/:userId/:authorId', { params: { userId: me, authorId }, ...quiet });
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
