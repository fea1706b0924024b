import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { betaKeys } from './queries';

/** A note to the author about the chapter or one of its paragraphs; the thread reloads with it. */
export function usePostBetaComment(token: string, chapterId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string; paragraphId: string | null }) =>
      call('POST /beta/:token/chapters/:chapterId/comments', { params: { token, chapterId }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: betaKeys.comments(token, chapterId) }),
  });
}
