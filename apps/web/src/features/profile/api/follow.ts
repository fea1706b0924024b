import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { profileKey } from '../../community';

/**
 * POST /profile/follow/{userId} or /profile/unfollow/{userId} → {success, followers_count}. docs/PRODUCT.md#behaviour-and-states
 * Follow: the profile's follower count comes from the server's answer; failures are only logged (#error-messages).
 */
export function useProfileFollow(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => call(follow ? 'POST /profile/follow/:userId' : 'POST /profile/unfollow/:userId', { params: { userId } }),
    onSuccess: ({ followers_count }, follow) =>
      client.setQueryData<ProfileResponse>(profileKey(userId), (data) =>
        data ? { ...data, isFollowing: follow, user: { ...data.user, followers_count } } : data,
      ),
    onError: (error, follow) => console.error(follow ? 'Takip edilemedi:' : 'Takipten çıkılamadı:', error),
  });
}
