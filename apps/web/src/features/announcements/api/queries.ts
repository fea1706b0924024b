import { useInfiniteQuery } from '@tanstack/react-query';
import type { AnnouncementsResponse } from '@okuryazar/shared';
import { call } from '../../../lib/api';

export const announcementKeys = {
  book: (bookId: number) => ['announcements', bookId] as const,
};

/** A story's announcements, newest first; the first page says when its author may post again. */
export function useAnnouncements(bookId: number) {
  return useInfiniteQuery({
    queryKey: announcementKeys.book(bookId),
    queryFn: ({ pageParam, signal }) => call('GET /books/:bookId/announcements', { params: { bookId }, query: { before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: AnnouncementsResponse) => last.next_before ?? undefined,
  });
}
