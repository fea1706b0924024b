import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { patchCommentsInCache, type PostScope } from './queries';

/** A like on a post's comment; the comment takes the server's isLiked and likes_count. Failures are only logged. */
export function useLikePostComment(scope: PostScope, postId: number, meId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => call(`POST /${scope}/comments/:commentId/like`, { params: { commentId }, body: { userId: meId } }),
    onSuccess: (answer, commentId) =>
      patchCommentsInCache(client, scope, postId, (list) =>
        list.map((c) => (c.comment_id === commentId ? { ...c, is_liked: answer.isLiked, likes_count: answer.likes_count } : c)),
      ),
    onError: (error) => console.error('Yorum beğenilemedi:', error),
  });
}
