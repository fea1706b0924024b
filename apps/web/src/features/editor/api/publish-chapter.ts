import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { storiesKeys } from '../../../lib/authoringKeys';
import { previewQueryKey } from './chapter';
import { editorWrite } from './writes';

export type PublishResult = ApiResult<'POST /preview/chapters/:chapterId/publish'>;
type PreviewResponse = ApiResult<'GET /preview/books/:storyId'>;

export interface PublishVariables {
  chapterId: number;
  publish: boolean;
  /** The version the editor shows, so it never publishes one it has not seen; absent from the preview. */
  baseUpdatedAt?: string | null;
}

/**
 * POST /preview/chapters/{chapterId}/publish | unpublish {book_id, base_updated_at?}. The
 * server's answer goes into the preview as it is (the story counts as published once one
 * chapter is); the story lists are refetched.
 */
export function usePublishChapter(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...editorWrite,
    mutationFn: ({ chapterId, publish, baseUpdatedAt }: PublishVariables): Promise<PublishResult> => {
      const body = baseUpdatedAt ? { book_id: bookId, base_updated_at: baseUpdatedAt } : { book_id: bookId };
      return publish
        ? call('POST /preview/chapters/:chapterId/publish', { params: { chapterId }, body })
        : call('POST /preview/chapters/:chapterId/unpublish', { params: { chapterId }, body });
    },
    onSuccess: (result) => {
      queryClient.setQueryData<PreviewResponse>(previewQueryKey(bookId), (data) =>
        data
          ? {
              ...data,
              is_published: result.is_published ? true : data.is_published,
              chapters: data.chapters.map((c) => (c.chapter_id === result.chapter_id ? { ...c, is_published: result.is_published } : c)),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: storiesKeys.details(bookId) });
      void queryClient.invalidateQueries({ queryKey: storiesKeys.all });
    },
  });
}
