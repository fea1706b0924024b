import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

const DiscoverPage = lazyNamed(() => import('./DiscoverPage'), 'DiscoverPage');

/** /discover (place among the RequireAuth children). */
export const discoverRoutes: RouteObject[] = [
  {
    path: routePatterns.discover,
    element: suspended(<DiscoverPage />),
  },
];
