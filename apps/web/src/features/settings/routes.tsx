import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

const SettingsPage = lazyNamed(() => import('./SettingsPage'), 'SettingsPage');

/** /settings (place among the RequireAuth children). */
export const settingsRoutes: RouteObject[] = [
  {
    path: routePatterns.settings,
    element: suspended(<SettingsPage />),
  },
];
