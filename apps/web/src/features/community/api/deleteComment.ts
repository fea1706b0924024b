import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostComment } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { patchCommentsInCache, patchPostInCache, type PostScope } from './queries';

/**
 * Deletes one's own comment under a post. A comment a moderator removed already left the post's count
 * (docs/PRODUCT.md#trust-and-safety), so only a counted one lowers it. Failures are only logged.
 */
export function useDeletePostComment(scope: PostScope, postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: PostComment) => call(`DELETE /${scope}/comments/:commentId`, { params: { commentId: comment.comment_id } }),
    onSuccess: (_answer, comment) => {
      patchCommentsInCache(client, scope, postId, (list) => list.filter((c) => c.comment_id !== comment.comment_id));
      if (!comment.removed) patchPostInCache(client, postId, (p) => ({ ...p, comments_count: Math.max(0, p.comments_count - 1) }));
    },
    onError: (error) => console.error('Yorum silinemedi:', error),
  });
}
