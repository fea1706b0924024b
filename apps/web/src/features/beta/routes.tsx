import { lazy, Suspense } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

const BetaReaderPage = lazy(() => import('./BetaReaderPage').then((m) => ({ default: m.BetaReaderPage })));

/** Logged-in beta reading (among the RequireAuth children): /beta/{token}. */
export const betaRoutes: RouteObject[] = [
  { path: routePatterns.beta, element: <Suspense fallback={<LoadingState />}><BetaReaderPage /></Suspense> },
];
