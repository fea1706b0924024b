import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { suggest } from './suggest.service';
import { listTagBooks, suggestTags } from './tags.service';

type DiscoveryKey = keyof typeof import('@okuryazar/shared').discoveryApi;

export function discoveryHandlers(ctx: AppContext): RouteHandlers<DiscoveryKey> {
  return {
    'GET /search/suggest': (request) => suggest(ctx, request.user, request.query.q),
    'GET /tags': (request) => suggestTags(ctx, request.user, request.query.q),
    'GET /tags/:tag': (request) =>
      listTagBooks(ctx, request.user, request.params.tag, request.query.page, request.query),
  };
}
