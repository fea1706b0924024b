import type { AppContext } from '../../context';
import type { RouteHandlers } from '../../lib/route-table';
import { getDashboard } from './dashboard.service';

type DashboardKey = keyof typeof import('@okuryazar/shared').dashboardApi;

export function dashboardHandlers(ctx: AppContext): RouteHandlers<DashboardKey> {
  return {
    'GET /dashboard/dashboard': (request) => getDashboard(ctx, request.user),
  };
}
