import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { setChapterSchedule } from './schedule.service';

export function scheduleHandlers(ctx: AppContext): RouteHandlers<'PUT /stories/chapters/:chapterId/schedule'> {
  return {
    'PUT /stories/chapters/:chapterId/schedule': (request) => setChapterSchedule(ctx, request.user, request.params.chapterId, request.body),
  };
}
