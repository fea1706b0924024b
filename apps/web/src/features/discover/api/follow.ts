import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorsBooksResponse } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { profileKey } from '../../community';
import { authorsBooksKey } from './queries';

/**
 * POST /discover/follow or /discover/unfollow {authorId} → {success, followers_count}. docs/PRODUCT.md#behaviour-and-states
 * Follow: the suggested author shows the server's follower count, and their profile reloads. Failures are only logged.
 */
export function useDiscoverFollow(authorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => call(follow ? 'POST /discover/follow' : 'POST /discover/unfollow', { body: { authorId } }),
    onSuccess: ({ followers_count }, follow) => {
      client.setQueryData<AuthorsBooksResponse>(authorsBooksKey, (data) =>
        data
          ? { ...data, authors: data.authors.map((a) => (a.user_id === authorId ? { ...a, is_following: follow, followers_count } : a)) }
          : data,
      );
      void client.invalidateQueries({ queryKey: profileKey(authorId) });
    },
    onError: (error, follow) => console.error(follow ? 'Takip edilemedi:' : 'Takipten çıkılamadı:', error),
  });
}
