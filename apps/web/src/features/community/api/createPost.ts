import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/singleFlightMutation';
import { postKeys, prependPostToCache } from './queries';

/** Shares a post from one's own community page: the saved post (the server's answer) tops that feed and discover reloads. */
export function useCreatePost(meId: number) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['community', 'create-post', meId],
    mutationFn: (content: string) => call('POST /community/posts', { body: { userId: meId, content } }),
    onSuccess: ({ post }) => {
      prependPostToCache(client, postKeys.community(meId), post);
      void client.invalidateQueries({ queryKey: postKeys.discover });
    },
    onError: (error) => console.error('Gönderi paylaşılamadı:', error),
  });
}
