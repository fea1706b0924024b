import { lazy, Suspense } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

const DiscoverPage = lazy(() => import('./DiscoverPage').then((m) => ({ default: m.DiscoverPage })));

/** /discover (place among the RequireAuth children). */
export const discoverRoutes: RouteObject[] = [
  {
    path: routePatterns.discover,
    element: (
      <Suspense fallback={<LoadingState />}>
        <DiscoverPage />
      </Suspense>
    ),
  },
];
