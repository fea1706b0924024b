import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiInput } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { revisionsQueryKey } from './chapter';
import { editorWrite, refreshStoryLists } from './writes';

/** What a chapter save sends (the shared contract's body). */
export type SaveChapterRequest = ApiInput<'POST /stories/chapters'>['body'];

/** POST /stories/chapters: creates the chapter when chapter_id is null. */
export function saveChapter(body: SaveChapterRequest) {
  return call('POST /stories/chapters', { body });
}

/**
 * "Kaydet": the save records a revision and moves the chapter's version; the lists showing the
 * story and the chapter's history are refetched from the server rather than patched by guess.
 */
export function useSaveChapter(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...editorWrite,
    mutationFn: saveChapter,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: revisionsQueryKey(result.chapter_id) });
      refreshStoryLists(queryClient, bookId);
    },
  });
}
