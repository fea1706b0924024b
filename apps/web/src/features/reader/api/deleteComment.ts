import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReaderComment } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { withoutComment } from '../comments/commentTree';
import { patchComments, patchParagraphCount, quiet } from './queries';

/**
 * Deletes a comment: one's own, or any on a story of one's own (its writer is told). Others' replies outlive it (the server keeps it as "Bu yorum silindi."); a
 * comment a moderator removed took its replies out of the lists and counts already (docs/PRODUCT.md#trust-and-safety).
 * In a paragraph's thread (`paragraph`) the paragraph's count goes down with it.
 */
export function useDeleteComment(chapterId: number, paragraph?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: ReaderComment) => call('DELETE /bookReader/comments/:commentId', { params: { commentId: target.comment_id }, ...quiet }),
    onSuccess: (_answer, target) => {
      patchComments(client, chapterId, (list) => withoutComment(list, target));
      // A moderator's removal had taken it out of the counts already.
      if (paragraph !== undefined && !target.removed) patchParagraphCount(client, chapterId, paragraph, -1);
    },
    onError: (error) => console.error('Yorum silinemedi:', error),
  });
}
