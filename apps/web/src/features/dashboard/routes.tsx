import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

// The shelves in full load on demand, out of the first bundle and of the dashboard's chunk.
const ShelfPage = lazyNamed(() => import('./ShelfPage'), 'ShelfPage');
const TrendingPage = lazyNamed(() => import('./TrendingPage'), 'TrendingPage');
const ContinueReadingPage = lazyNamed(() => import('./ContinueReadingPage'), 'ContinueReadingPage');

/** Logged-in routes of the dashboard's "Tümünü gör" links: /yeni-cikanlar, /populer, /yukselenler and /okumaya-devam-et. */
export const dashboardRoutes: RouteObject[] = [
  { path: routePatterns.newReleases, element: suspended(<ShelfPage key="new" shelf="new" />) },
  { path: routePatterns.popular, element: suspended(<ShelfPage key="popular" shelf="popular" />) },
  { path: routePatterns.trending, element: suspended(<TrendingPage />) },
  { path: routePatterns.continueReading, element: suspended(<ContinueReadingPage />) },
];
