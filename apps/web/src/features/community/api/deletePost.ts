import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { removePostFromCache, type PostScope } from './queries';

/** Deletes one's own post from every cached feed once the server has. Failures are only logged. */
export function useDeletePost(scope: PostScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => call(`DELETE /${scope}/posts/:postId`, { params: { postId } }),
    onSuccess: (_answer, postId) => removePostFromCache(client, postId),
    onError: (error) => console.error('Gönderi silinemedi:', error),
  });
}
