import { lazy, Suspense } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

const SettingsPage = lazy(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage })));

/** /settings (place among the RequireAuth children). */
export const settingsRoutes: RouteObject[] = [
  {
    path: routePatterns.settings,
    element: (
      <Suspense fallback={<LoadingState />}>
        <SettingsPage />
      </Suspense>
    ),
  },
];
