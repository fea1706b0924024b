import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { browseKeys } from './queries';

/**
 * Follows or unfollows an author from the search results (docs/PRODUCT.md#behaviour-and-states Follow): the row shows
 * what the server accepted and the follower count it answers. Failures are only logged.
 */
export function useFollowAuthor(me: number | null, authorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => {
      const params = { userId: me ?? 0, authorId };
      return follow ? call('POST /search/follow/:userId/:authorId', { params }) : call('POST /search/unfollow/:userId/:authorId', { params });
    },
    onSuccess: (_answer, follow) => client.setQueryData(browseKeys.isFollowing(me ?? 0, authorId), { isFollowing: follow }),
    onError: (error, follow) => console.error(follow ? 'Takip edilemedi:' : 'Takipten çıkılamadı:', error),
  });
}
