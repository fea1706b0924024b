import { lazy, Suspense } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../app/paths';
import { LoadingState } from '../../components';

const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));

/** /profile/{userId} (place among the RequireAuth children). */
export const profileRoutes: RouteObject[] = [
  {
    path: routePatterns.profile,
    element: (
      <Suspense fallback={<LoadingState />}>
        <ProfilePage />
      </Suspense>
    ),
  },
];
