import type { QueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@okuryazar/shared';
import { call } from '../../lib/api';
import { profileKey } from '../community';

/** POST /profile/follow/{userId} or /profile/unfollow/{userId}, empty body → {success, followers_count}. */
export function setProfileFollow(userId: number, follow: boolean) {
  return call(follow ? 'POST /profile/follow/:userId' : 'POST /profile/unfollow/:userId', { params: { userId } });
}

/** docs/PRODUCT.md#behaviour-and-states Follow: the follower count on the profile comes from the server's answer. */
export function applyFollow(client: QueryClient, userId: number, following: boolean, followersCount: number) {
  client.setQueryData<ProfileResponse>(profileKey(userId), (data) =>
    data ? { ...data, isFollowing: following, user: { ...data.user, followers_count: followersCount } } : data,
  );
}
