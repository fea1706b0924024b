import { lazy, Suspense } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

const InboxPage = lazy(() => import('./InboxPage').then((m) => ({ default: m.InboxPage })));

/** /inbox (place among the RequireAuth children). */
export const inboxRoutes: RouteObject[] = [
  {
    path: routePatterns.inbox,
    element: (
      <Suspense fallback={<LoadingState />}>
        <InboxPage />
      </Suspense>
    ),
  },
];
