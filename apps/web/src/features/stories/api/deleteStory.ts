import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { storiesKeys } from '../../../lib/authoringKeys';
import { updateMyStories } from './myStoriesCache';

export interface StoryDeletion {
  bookId: number;
  /** The author's password, asked again before anything is deleted. */
  password: string;
}

/** DELETE /my-story/my-stories/{id}: the story leaves both tabs and its details leave the cache. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookId, password }: StoryDeletion) => call('DELETE /my-story/my-stories/:bookId', { params: { bookId }, body: { password } }),
    onSuccess: (_result, { bookId }) => {
      for (const status of ['published', 'all'] as const) {
        updateMyStories(queryClient, status, (list) => list.filter((s) => s.book_id !== bookId));
      }
      queryClient.removeQueries({ queryKey: storiesKeys.details(bookId) });
    },
  });
}
