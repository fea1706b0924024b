import { createBrowserRouter, Outlet, type RouteObject } from '../lib/router';
import { RequireAuth } from './RequireAuth';
import { RequireModerator } from './RequireModerator';
import { RootLayout } from './RootLayout';
import { Shell } from './layout/Shell';
import { routePatterns } from '../config/paths';
import { DashboardRoute } from './routes/DashboardRoute';
import { HomeRoute } from './routes/HomeRoute';
import { LoginRoute } from './routes/LoginRoute';
import { NotFoundPage } from './routes/NotFoundPage';
import { RouteError } from './routes/RouteError';
import { notificationsRoutes } from '../features/notifications/routes';
import { inboxRoutes } from '../features/inbox/routes';
import { storiesRoutes } from '../features/stories/routes';
import { browseRoutes } from '../features/browse/routes';
import { listRoutes } from '../features/lists';
import { betaRoutes } from '../features/beta';
import { dashboardRoutes } from '../features/dashboard/routes';
import { ChapterEditorRoute, PreviewRoute } from '../features/editor';
import { readerRoutes } from '../features/reader/routes';
import { profileRoutes } from '../features/profile/routes';
import { communityRoutes } from '../features/community/routes';
import { discoverRoutes } from '../features/discover/routes';
import { settingsRoutes } from '../features/settings/routes';
import { passwordResetRoutes } from '../features/password-reset/routes';
import { agreementsRoutes } from '../features/agreements/routes';
import { moderationRoutes } from '../features/moderation/routes';
import { contactRoutes } from '../features/contact/routes';

/**
 * Routes rendered so far. Later features add their screens here (patterns in paths.ts);
 * logged-in screens go among the RequireAuth children.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <Shell />,
        children: [
          { path: routePatterns.home, element: <HomeRoute /> },
          { path: routePatterns.login, element: <LoginRoute /> },
          ...passwordResetRoutes,
          ...agreementsRoutes,
          ...contactRoutes,
          {
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              { path: routePatterns.dashboard, element: <DashboardRoute /> },
              ...dashboardRoutes,
              ...notificationsRoutes,
              ...inboxRoutes,
              ...browseRoutes,
              ...listRoutes,
              ...betaRoutes,
              ...storiesRoutes,
              ...readerRoutes,
              ...profileRoutes,
              ...communityRoutes,
              ...discoverRoutes,
              ...settingsRoutes,
              { path: routePatterns.editStory, element: <ChapterEditorRoute /> },
              { path: routePatterns.preview, element: <PreviewRoute /> },
              {
                element: (
                  <RequireModerator>
                    <Outlet />
                  </RequireModerator>
                ),
                children: moderationRoutes,
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
