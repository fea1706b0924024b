import { lazy, Suspense } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

const NotificationsPage = lazy(() => import('./NotificationsPage').then((m) => ({ default: m.NotificationsPage })));

/** /notifications (place among the RequireAuth children). */
export const notificationsRoutes: RouteObject[] = [
  {
    path: routePatterns.notifications,
    element: (
      <Suspense fallback={<LoadingState />}>
        <NotificationsPage />
      </Suspense>
    ),
  },
];
