import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { followAs, isFollowingAs, unfollowAs } from './search-follows.service';
import { search } from './search.service';

type SearchKey = keyof typeof import('@okuryazar/shared').searchApi;

export function searchHandlers(ctx: AppContext): RouteHandlers<SearchKey> {
  return {
    'GET /search/search': (request) => search(ctx, request.user, request.query.query, request.query),
    'GET /search/isFollowing/:userId/:authorId': (request) => isFollowingAs(ctx, request.user, request.params.userId, request.params.authorId),
    'POST /search/follow/:userId/:authorId': (request) => followAs(ctx, request.user, request.params.userId, request.params.authorId),
    'POST /search/unfollow/:userId/:authorId': (request) => unfollowAs(ctx, request.user, request.params.userId, request.params.authorId),
  };
}
