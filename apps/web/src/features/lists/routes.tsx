import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

// Each list screen loads on demand so it stays out of the first bundle.
const ListPage = lazyNamed(() => import('./ListPage'), 'ListPage');
const MyListsPage = lazyNamed(() => import('./MyListsPage'), 'MyListsPage');

/** Logged-in reading-list routes (among the RequireAuth children): /liste/{listId} and /listelerim. */
export const listRoutes: RouteObject[] = [
  { path: routePatterns.list, element: suspended(<ListPage />) },
  { path: routePatterns.myLists, element: suspended(<MyListsPage />) },
];
