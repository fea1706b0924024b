import type { StoryDetailsResponse } from '@okuryazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { storiesKeys } from '../../../lib/authoringKeys';

/**
 * PUT /stories/{id}/chapter-order (docs/PRODUCT.md#reading-comfort-and-writers-tools): every
 * chapter of the story, in the new order. The chapters the server answers, renumbered, become
 * the cached contents; a refused order has the story read again.
 */
export function useSaveChapterOrder(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Saves of one story reach the server one after another, in the order they were made.
    scope: { id: `chapter-order-${storyId}` },
    mutationFn: (chapterIds: number[]) => call('PUT /stories/:storyId/chapter-order', { params: { storyId }, body: { chapter_ids: chapterIds } }),
    onSuccess: (result) => {
      queryClient.setQueryData<StoryDetailsResponse>(storiesKeys.details(storyId), (old) => (old ? { ...old, chapters: result.chapters } : old));
      // The cards of "Hikayelerim" carry the first chapter.
      void queryClient.invalidateQueries({ queryKey: storiesKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: storiesKeys.details(storyId) }),
  });
}
