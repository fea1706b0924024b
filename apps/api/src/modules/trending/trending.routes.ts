import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { getTrending } from './trending.service';

export function trendingHandlers(ctx: AppContext): RouteHandlers<'GET /trending'> {
  return {
    'GET /trending': async (request) => {
      const { viewer, body } = await getTrending(ctx, request.claims, request.query);
      request.authUser = viewer;
      return body;
    },
  };
}
