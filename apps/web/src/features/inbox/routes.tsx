import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

const InboxPage = lazyNamed(() => import('./InboxPage'), 'InboxPage');

/** /inbox (place among the RequireAuth children). */
export const inboxRoutes: RouteObject[] = [
  {
    path: routePatterns.inbox,
    element: suspended(<InboxPage />),
  },
];
