import type { StoryDetailsResponse } from '@okuryazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { storiesKeys } from '../../../lib/authoringKeys';

/**
 * DELETE /story-details/chapters/{id}. The chapter leaves the contents at once; the story is
 * then read again, because the server renumbers the chapters after it.
 */
export function useDeleteChapter(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chapterId: number) => call('DELETE /story-details/chapters/:chapterId', { params: { chapterId } }),
    onSuccess: (_result, chapterId) => {
      queryClient.setQueryData<StoryDetailsResponse>(storiesKeys.details(storyId), (old) =>
        old ? { ...old, chapters: old.chapters.filter((c) => c.chapter_id !== chapterId) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: storiesKeys.details(storyId) });
      void queryClient.invalidateQueries({ queryKey: storiesKeys.all });
    },
  });
}
