import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { attachmentDisposition } from '../../lib/attachment';
import { dailyViewsCsv, getStoryStats } from './stats.service';

export function statsHandlers(ctx: AppContext): RouteHandlers<'GET /stories/:storyId/stats' | 'GET /stories/:storyId/stats.csv'> {
  return {
    'GET /stories/:storyId/stats': (request) => getStoryStats(ctx, request.user, request.params.storyId, request.query),
    'GET /stories/:storyId/stats.csv': async (request, reply) => {
      const stats = await getStoryStats(ctx, request.user, request.params.storyId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`istatistik-${stats.from}-${stats.to}`, 'csv'))
        .header('cache-control', 'private, no-store')
        .send(dailyViewsCsv(stats));
    },
  };
}
