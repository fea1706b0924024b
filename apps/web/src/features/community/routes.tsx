import { lazy, Suspense } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

const CommunityPage = lazy(() => import('./CommunityPage').then((m) => ({ default: m.CommunityPage })));

/** /community/{profileUserId} (place among the RequireAuth children). */
export const communityRoutes: RouteObject[] = [
  {
    path: routePatterns.community,
    element: (
      <Suspense fallback={<LoadingState />}>
        <CommunityPage />
      </Suspense>
    ),
  },
];
