import type { AppContext } from '../../context';
import type { RouteHandlers } from '../../lib/route-table';
import { assertActingAs } from '../../policies/ownership';
import { follow, isFollowing, unfollow } from '../social/follows.service';
import { search } from './search.service';

type SearchKey = keyof typeof import('@okuryazar/shared').searchApi;

export function searchHandlers(ctx: AppContext): RouteHandlers<SearchKey> {
  return {
    'GET /search/search': (request) => search(ctx, request.user, request.query.query),
    'GET /search/isFollowing/:userId/:authorId': async (request) => {
      assertActingAs(request.user, request.params.userId);
      return { isFollowing: await isFollowing(ctx.db, request.user.id, request.params.authorId) };
    },
    'POST /search/follow/:userId/:authorId': (request) => {
      assertActingAs(request.user, request.params.userId);
      return follow(ctx, request.user, request.params.authorId);
    },
    'POST /search/unfollow/:userId/:authorId': (request) => {
      assertActingAs(request.user, request.params.userId);
      return unfollow(ctx, request.user, request.params.authorId);
    },
  };
}
