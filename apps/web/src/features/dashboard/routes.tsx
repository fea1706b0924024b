import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

// The shelves in full load on demand, out of the first bundle and of the dashboard's chunk.
const ShelfPage = lazy(() => import('./ShelfPage').then((m) => ({ default: m.ShelfPage })));
const TrendingPage = lazy(() => import('./TrendingPage').then((m) => ({ default: m.TrendingPage })));
const ContinueReadingPage = lazy(() => import('./ContinueReadingPage').then((m) => ({ default: m.ContinueReadingPage })));

const suspended = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

/** Logged-in routes of the dashboard's "Tümünü gör" links: /yeni-cikanlar, /populer, /yukselenler and /okumaya-devam-et. */
export const dashboardRoutes: RouteObject[] = [
  { path: routePatterns.newReleases, element: suspended(<ShelfPage key="new" shelf="new" />) },
  { path: routePatterns.popular, element: suspended(<ShelfPage key="popular" shelf="popular" />) },
  { path: routePatterns.trending, element: suspended(<TrendingPage />) },
  { path: routePatterns.continueReading, element: suspended(<ContinueReadingPage />) },
];
