import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { getStoryStats } from './stats.service';

export function statsHandlers(ctx: AppContext): RouteHandlers<'GET /stories/:storyId/stats'> {
  return {
    'GET /stories/:storyId/stats': (request) => getStoryStats(ctx, request.user, request.params.storyId),
  };
}
