import { lazy, Suspense } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

const AgreementsPage = lazy(() => import('./AgreementsPage').then((m) => ({ default: m.AgreementsPage })));

/** Public route (no login): /agreements. */
export const agreementsRoutes: RouteObject[] = [
  {
    path: routePatterns.agreements,
    element: (
      <Suspense fallback={<LoadingState />}>
        <AgreementsPage />
      </Suspense>
    ),
  },
];
