import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { patchPostInCache, type PostScope } from './queries';

/** A post like; every cached feed holding the post takes the server's isLiked and likes_count. Failures are only logged. */
export function useLikePost(scope: PostScope, meId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => call(`POST /${scope}/posts/:postId/like`, { params: { postId }, body: { userId: meId } }),
    onSuccess: (answer, postId) => patchPostInCache(client, postId, (p) => ({ ...p, is_liked: answer.isLiked, likes_count: answer.likes_count })),
    onError: (error) => console.error('Gönderi beğenilemedi:', error),
  });
}
