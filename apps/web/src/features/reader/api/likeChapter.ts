import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/singleFlightMutation';
import { patchChapter, quiet } from './queries';

/**
 * The chapter like (docs/PRODUCT.md#behaviour-and-states): the chapter shows the server's isLiked and
 * likes from its answer; a failure is only logged and leaves the chapter as it was.
 */
export function useLikeChapter(bookId: number) {
  const client = useQueryClient();
  const mutationKey = ['reader', 'like-chapter', bookId] as const;
  const mutation = useSingleFlightMutation({
    mutationKey,
    mutationFn: (chapterId: number) => call('POST /bookReader/chapters/:chapterId/like', { params: { chapterId }, ...quiet }),
    onSuccess: (result, chapterId) =>
      patchChapter(client, bookId, chapterId, (c) => ({ ...c, is_liked: result.isLiked, likes: Math.max(0, result.likes) })),
    onError: (error) => console.error('Bölüm beğenisi güncellenemedi:', error),
  });
  return {
    isPending: mutation.isPending,
    /** One call at a time, a second click in the same frame included. */
    toggle: (chapterId: number) => {
      if (!mutation.inFlight()) mutation.mutate(chapterId);
    },
  };
}
