import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { quiet, readerKeys } from './queries';

/** Follows or unfollows the story's author from the end-of-story card; the button shows what the server accepted. */
export function useFollowAuthor(me: number | null, authorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      call(follow ? 'POST /search/follow/:userId/:authorId' : 'POST /search/unfollow/:userId/:authorId', { params: { userId: me ?? 0, authorId }, ...quiet }),
    onSuccess: (_answer, follow) => client.setQueryData(readerKeys.following(me ?? 0, authorId), { isFollowing: follow }),
    onError: (error, follow) => console.error(follow ? 'Takip edilemedi:' : 'Takipten çıkılamadı:', error),
  });
}
