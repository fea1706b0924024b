import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AuthorsBooksResponse } from '@okuryazar/shared';
import { call } from '../../lib/api';

export const authorsBooksKey = ['discover', 'authors-books'] as const;

/** GET /discover/authors-books → suggested authors and trending books for the sidebar. */
export function useAuthorsBooks() {
  return useQuery({
    queryKey: authorsBooksKey,
    queryFn: ({ signal }) => call('GET /discover/authors-books', { signal }),
  });
}

/** POST /discover/follow or /discover/unfollow {authorId} → {success, followers_count}. */
export function setDiscoverFollow(authorId: number, follow: boolean) {
  return call(follow ? 'POST /discover/follow' : 'POST /discover/unfollow', { body: { authorId } });
}

/** docs/PRODUCT.md#behaviour-and-states Follow: on discover the follower count comes from the server's answer. */
export function applyAuthorFollow(client: QueryClient, authorId: number, following: boolean, followersCount: number) {
  client.setQueryData<AuthorsBooksResponse>(authorsBooksKey, (data) =>
    data
      ? {
          ...data,
          authors: data.authors.map((a) =>
            a.user_id === authorId ? { ...a, is_following: following, followers_count: followersCount } : a,
          ),
        }
      : data,
  );
}
