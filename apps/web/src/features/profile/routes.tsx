import type { RouteObject } from '../../lib/router';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';
import { routePatterns } from '../../config/paths';
import { ProfileSkeleton } from './ProfileSkeleton';

const ProfilePage = lazyNamed(() => import('./ProfilePage'), 'ProfilePage');

/** /profile/{userId} (place among the RequireAuth children); its shapes while its code loads. */
export const profileRoutes: RouteObject[] = [
  {
    path: routePatterns.profile,
    element: suspended(<ProfilePage />, <ProfileSkeleton />),
  },
];
