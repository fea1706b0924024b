import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

const ContactPage = lazyNamed(() => import('./ContactPage'), 'ContactPage');

/** Public route (no login): /iletisim. */
export const contactRoutes: RouteObject[] = [
  {
    path: routePatterns.contact,
    element: suspended(<ContactPage />),
  },
];
