import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

const CommunityPage = lazyNamed(() => import('./CommunityPage'), 'CommunityPage');

/** /community/{profileUserId} (place among the RequireAuth children). */
export const communityRoutes: RouteObject[] = [
  {
    path: routePatterns.community,
    element: suspended(<CommunityPage />),
  },
];
