import { lazy, Suspense } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

const ContactPage = lazy(() => import('./ContactPage').then((m) => ({ default: m.ContactPage })));

/** Public route (no login): /iletisim. */
export const contactRoutes: RouteObject[] = [
  {
    path: routePatterns.contact,
    element: (
      <Suspense fallback={<LoadingState />}>
        <ContactPage />
      </Suspense>
    ),
  },
];
