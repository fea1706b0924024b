import { lazy, Suspense } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { ProfileSkeleton } from './ProfileSkeleton';

const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));

/** /profile/{userId} (place among the RequireAuth children); its shapes while its code loads. */
export const profileRoutes: RouteObject[] = [
  {
    path: routePatterns.profile,
    element: (
      <Suspense fallback={<ProfileSkeleton />}>
        <ProfilePage />
      </Suspense>
    ),
  },
];
