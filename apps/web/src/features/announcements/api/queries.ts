import { useInfiniteQuery } from '@tanstack/react-query';
import type { AnnouncementsResponse } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { cursorPaging } from '../../../lib/cursorPaging';

export const announcementKeys = {
  book: (bookId: number) => ['announcements', bookId] as const,
};

/** A story's announcements, newest first; the first page says when its author may post again. */
export function useAnnouncements(bookId: number) {
  return useInfiniteQuery({
    queryKey: announcementKeys.book(bookId),
    ...cursorPaging(
      (before, signal) => call('GET /books/:bookId/announcements', { params: { bookId }, query: { before }, signal }),
      (last: AnnouncementsResponse) => last.next_before,
    ),
  });
}
