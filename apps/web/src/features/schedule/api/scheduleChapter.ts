import type { StoryDetailsResponse } from '@okuryazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { storiesKeys } from '../../../lib/authoringKeys';

export interface ChapterSchedule {
  chapterId: number;
  /** An ISO time, or null to cancel. */
  publishAt: string | null;
}

/**
 * PUT /stories/chapters/{id}/schedule. The story's contents take the time the server answers
 * at once, and the story is read again (the editor and story details both show it).
 */
export function useScheduleChapter(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, publishAt }: ChapterSchedule) =>
      call('PUT /stories/chapters/:chapterId/schedule', { params: { chapterId }, body: { publish_at: publishAt } }),
    onSuccess: (result) => {
      queryClient.setQueryData<StoryDetailsResponse>(storiesKeys.details(bookId), (old) =>
        old ? { ...old, chapters: old.chapters.map((c) => (c.chapter_id === result.chapter_id ? { ...c, publish_at: result.publish_at } : c)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: storiesKeys.details(bookId) });
    },
  });
}
