import type { profileApi } from '@okuryazar/shared';
import type { AppContext } from '../../context';
import { withEffects } from '../../lib/outcome';
import type { RouteHandlers } from '../../lib/route-table';
import { follow, unfollow } from '../social/follows.service';
import { getProfile } from './profile.service';

type ProfileKey = keyof typeof profileApi;

export function profileHandlers(ctx: AppContext): RouteHandlers<ProfileKey> {
  return {
    'GET /profile/:userId': (request) => getProfile(ctx, request.user, request.params.userId),
    'POST /profile/follow/:userId': async (request) => {
      // follows.service is shared with the search and community calls; its notification
      // is delivered by the route table once the follow committed.
      const { result, notifications } = await follow(ctx, request.user, request.params.userId);
      return withEffects(result, { notifications });
    },
    'POST /profile/unfollow/:userId': (request) => unfollow(ctx, request.user, request.params.userId),
  };
}
