import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { Shell } from './layout/Shell';
import { routePatterns } from './paths';
import { DashboardRoute } from './routes/DashboardRoute';
import { HomeRoute } from './routes/HomeRoute';
import { LoginRoute } from './routes/LoginRoute';
import { NotFoundPage } from './routes/NotFoundPage';
import { RouteError } from './routes/RouteError';

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
          {
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [{ path: routePatterns.dashboard, element: <DashboardRoute /> }],
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
