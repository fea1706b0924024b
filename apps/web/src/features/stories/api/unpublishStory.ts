import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { storiesKeys } from '../../../lib/authoringKeys';
import { updateMyStories } from './myStoriesCache';

/**
 * PUT /my-story/my-stories/{id}/unpublish. The story leaves the published tab and takes the
 * state the server answers in the full list; its details are read again.
 */
export function useUnpublishStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookId: number) => call('PUT /my-story/my-stories/:bookId/unpublish', { params: { bookId } }),
    onSuccess: (result) => {
      updateMyStories(queryClient, 'published', (list) => (result.is_published ? list : list.filter((s) => s.book_id !== result.book_id)));
      updateMyStories(queryClient, 'all', (list) => list.map((s) => (s.book_id === result.book_id ? { ...s, is_published: result.is_published } : s)));
      void queryClient.invalidateQueries({ queryKey: storiesKeys.details(result.book_id) });
    },
  });
}
