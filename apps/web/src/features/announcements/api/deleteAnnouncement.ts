import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { announcementKeys } from './queries';

/** Deletes one of the story's announcements (the day's right is not given back). */
export function useDeleteAnnouncement(bookId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) => call('DELETE /announcements/:announcementId', { params: { announcementId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: announcementKeys.book(bookId) }),
  });
}
