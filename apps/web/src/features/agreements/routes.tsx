import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

const AgreementsPage = lazyNamed(() => import('./AgreementsPage'), 'AgreementsPage');

/** Public route (no login): /agreements. */
export const agreementsRoutes: RouteObject[] = [
  {
    path: routePatterns.agreements,
    element: suspended(<AgreementsPage />),
  },
];
