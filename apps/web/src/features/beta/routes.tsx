import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

const BetaReaderPage = lazyNamed(() => import('./BetaReaderPage'), 'BetaReaderPage');

/** Logged-in beta reading (among the RequireAuth children): /beta/{token}. */
export const betaRoutes: RouteObject[] = [
  { path: routePatterns.beta, element: suspended(<BetaReaderPage />) },
];
