import { lazy, Suspense } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

const ModerationPage = lazy(() => import('./ModerationPage').then((m) => ({ default: m.ModerationPage })));

/** /moderasyon (place among the RequireAuth children, inside the moderator guard). */
export const moderationRoutes: RouteObject[] = [
  {
    path: routePatterns.moderation,
    element: (
      <Suspense fallback={<LoadingState />}>
        <ModerationPage />
      </Suspense>
    ),
  },
];
