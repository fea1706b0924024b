import type { profileApi } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { follow, unfollow } from '../social/follows.service';
import { getProfile } from './profile.service';

type ProfileKey = keyof typeof profileApi;

export function profileHandlers(ctx: AppContext): RouteHandlers<ProfileKey> {
  return {
    'GET /profile/:userId': (request) => getProfile(ctx, request.user, request.params.userId),
    'POST /profile/follow/:userId': (request) => follow(ctx, request.user, request.params.userId),
    'POST /profile/unfollow/:userId': (request) => unfollow(ctx, request.user, request.params.userId),
  };
}
