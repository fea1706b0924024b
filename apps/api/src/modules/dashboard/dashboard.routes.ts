import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { getDashboard } from './dashboard.service';
import { getNextRead } from './next-read.service';
import { getShelfPage } from './shelf-pages.service';

type DashboardKey = keyof typeof import('@okuryazar/shared').dashboardApi;

export function dashboardHandlers(ctx: AppContext): RouteHandlers<DashboardKey> {
  return {
    'GET /dashboard/dashboard': (request) => getDashboard(ctx, request.user),
    'GET /books/new': async (request) => {
      const { viewer, body } = await getShelfPage(ctx, request.claims, 'new', request.query.page, request.query.pageSize);
      request.authUser = viewer;
      return body;
    },
    'GET /books/popular': async (request) => {
      const { viewer, body } = await getShelfPage(ctx, request.claims, 'popular', request.query.page, request.query.pageSize);
      request.authUser = viewer;
      return body;
    },
    'GET /books/:bookId/next-read': (request) => getNextRead(ctx, request.user, request.params.bookId),
  };
}
