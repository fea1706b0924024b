import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BetaLinksResponse } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { cursorPaging } from '../../../lib/cursorPaging';

/** Every beta query starts with 'beta': a write refreshes what it changed by these keys. */
export const betaKeys = {
  links: (storyId: number) => ['beta', 'links', storyId] as const,
  book: (token: string) => ['beta', 'book', token] as const,
  chapter: (token: string, chapterId: number) => ['beta', 'chapter', token, chapterId] as const,
  comments: (token: string, chapterId: number) => ['beta', 'comments', token, chapterId] as const,
  authorNotes: (chapterId: number) => ['beta', 'author-notes', chapterId] as const,
};

/** The author's links of a story, newest first. */
export function useBetaLinks(storyId: number) {
  return useInfiniteQuery({
    queryKey: betaKeys.links(storyId),
    ...cursorPaging(
      (before, signal) => call('GET /stories/:storyId/beta-links', { params: { storyId }, query: { before }, signal }),
      (last: BetaLinksResponse) => last.next_before,
    ),
  });
}

/** The story and its chapters through a beta link; a link that stopped working is a 404, never retried. */
export function useBetaBook(token: string) {
  return useQuery({
    queryKey: betaKeys.book(token),
    queryFn: ({ signal }) => call('GET /beta/:token', { params: { token }, signal }),
    retry: false,
  });
}

export function useBetaChapter(token: string, chapterId: number | null) {
  return useQuery({
    queryKey: betaKeys.chapter(token, chapterId ?? 0),
    queryFn: ({ signal }) => call('GET /beta/:token/chapters/:chapterId', { params: { token, chapterId: chapterId! }, signal }),
    enabled: chapterId !== null,
    retry: false,
  });
}

/** What the reader and the author said about a chapter through this link, oldest first. */
export function useBetaComments(token: string, chapterId: number) {
  return useInfiniteQuery({
    queryKey: betaKeys.comments(token, chapterId),
    ...cursorPaging(
      (after, signal) => call('GET /beta/:token/chapters/:chapterId/comments', { params: { token, chapterId }, query: { after }, signal }),
      (last) => last.next_after,
    ),
    retry: false,
  });
}

/** The author's view: every beta reader's notes on one chapter, oldest first. */
export function useAuthorBetaNotes(chapterId: number) {
  return useInfiniteQuery({
    queryKey: betaKeys.authorNotes(chapterId),
    ...cursorPaging(
      (after, signal) => call('GET /stories/chapters/:chapterId/beta-comments', { params: { chapterId }, query: { after }, signal }),
      (last) => last.next_after,
    ),
  });
}
