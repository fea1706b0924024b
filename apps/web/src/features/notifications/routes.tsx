import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

const NotificationsPage = lazyNamed(() => import('./NotificationsPage'), 'NotificationsPage');

/** /notifications (place among the RequireAuth children). */
export const notificationsRoutes: RouteObject[] = [
  {
    path: routePatterns.notifications,
    element: suspended(<NotificationsPage />),
  },
];
