import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { applyCommentLike } from '../comments/commentTree';
import { patchComments, quiet } from './queries';

/** A comment like; the comment takes the server's isLiked and count. Failures are only logged. */
export function useLikeComment(chapterId: number) {
  const client = useQueryClient();
  const mutationKey = ['reader', 'like-comment', chapterId] as const;
  const mutation = useMutation({
    mutationKey,
    mutationFn: (commentId: number) => call('POST /bookReader/comments/:commentId/like', { params: { commentId }, ...quiet }),
    onSuccess: (answer, commentId) => patchComments(client, chapterId, (list) => applyCommentLike(list, commentId, answer)),
    onError: (error) => console.error('Yorum beğenisi güncellenemedi:', error),
  });
  // Each comment's like is busy while its own call is in flight; others stay clickable.
  const pendingIds = useMutationState({ filters: { mutationKey, status: 'pending' }, select: (m) => m.state.variables as number });
  return { mutation, isPending: (commentId: number) => pendingIds.includes(commentId) };
}
