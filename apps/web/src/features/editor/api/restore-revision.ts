import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { revisionsQueryKey } from './chapter';
import { editorWrite, refreshStoryLists } from './writes';

export interface RestoreVariables {
  chapterId: number;
  revisionId: number;
  baseUpdatedAt: string | null;
}

/**
 * POST …/revisions/{revisionId}/restore: a save of the old text (refused with 409 if the
 * chapter moved on). It adds a revision, so the history is refetched with the story lists.
 */
export function useRestoreRevision(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...editorWrite,
    mutationFn: ({ chapterId, revisionId, baseUpdatedAt }: RestoreVariables) =>
      call('POST /stories/chapters/:chapterId/revisions/:revisionId/restore', {
        params: { chapterId, revisionId },
        body: { base_updated_at: baseUpdatedAt },
      }),
    onSuccess: (_result, { chapterId }) => {
      void queryClient.invalidateQueries({ queryKey: revisionsQueryKey(chapterId) });
      refreshStoryLists(queryClient, bookId);
    },
  });
}
