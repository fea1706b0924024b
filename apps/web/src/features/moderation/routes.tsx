import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

const ModerationPage = lazyNamed(() => import('./ModerationPage'), 'ModerationPage');

/** /moderasyon (place among the RequireAuth children, inside the moderator guard). */
export const moderationRoutes: RouteObject[] = [
  {
    path: routePatterns.moderation,
    element: suspended(<ModerationPage />),
  },
];
