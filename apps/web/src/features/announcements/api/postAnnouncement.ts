import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { announcementKeys } from './queries';

/** Posts the story's announcement of the day; the list (and the next allowed time) reloads. */
export function usePostAnnouncement(bookId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call('POST /stories/:storyId/announcements', { params: { storyId: bookId }, body: { content } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: announcementKeys.book(bookId) }),
  });
}
