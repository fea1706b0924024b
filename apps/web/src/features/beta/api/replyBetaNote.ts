import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { betaKeys } from './queries';

/** The author answers in one beta reader's thread (the link it came through), on the same paragraph. */
export function useReplyBetaNote(chapterId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { link_id: number; content: string; paragraphId: string | null }) =>
      call('POST /stories/chapters/:chapterId/beta-comments', { params: { chapterId }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: betaKeys.authorNotes(chapterId) }),
  });
}
