import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

// Each list screen loads on demand so it stays out of the first bundle.
const ListPage = lazy(() => import('./ListPage').then((m) => ({ default: m.ListPage })));
const MyListsPage = lazy(() => import('./MyListsPage').then((m) => ({ default: m.MyListsPage })));

const suspended = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

/** Logged-in reading-list routes (among the RequireAuth children): /liste/{listId} and /listelerim. */
export const listRoutes: RouteObject[] = [
  { path: routePatterns.list, element: suspended(<ListPage />) },
  { path: routePatterns.myLists, element: suspended(<MyListsPage />) },
];
