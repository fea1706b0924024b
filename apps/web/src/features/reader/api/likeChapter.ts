import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { patchChapter, quiet } from './queries';

/**
 * The chapter like (docs/PRODUCT.md#behaviour-and-states): the chapter shows the server's isLiked and
 * likes from its answer; a failure is only logged and leaves the chapter as it was.
 */
export function useLikeChapter(bookId: number) {
  const client = useQueryClient();
  const mutationKey = ['reader', 'like-chapter', bookId] as const;
  const mutation = useMutation({
    mutationKey,
    mutationFn: (chapterId: number) => call('POST /bookReader/chapters/:chapterId/like', { params: { chapterId }, ...quiet }),
    onSuccess: (result, chapterId) =>
      patchChapter(client, bookId, chapterId, (c) => ({ ...c, is_liked: result.isLiked, likes: Math.max(0, result.likes) })),
    onError: (error) => console.error('Bölüm beğenisi güncellenemedi:', error),
  });
  return {
    isPending: mutation.isPending,
    /**
     * One call at a time. The mutation cache marks the call pending as it starts, before React
     * re-renders the button as pending, so a second click in the same frame is dropped too.
     */
    toggle: (chapterId: number) => {
      if (client.isMutating({ mutationKey }) === 0) mutation.mutate(chapterId);
    },
  };
}
