import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '../lib/router';
import type { MemoryRouterOptions } from '../lib/router/memory';
import { ToastProvider } from '../components';

/**
 * Renders `routes` in a data router (as the app does, so leave guards' blockers work) at
 * `initialEntries`, with the toasts and a fresh query client (or `client`).
 */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: NonNullable<MemoryRouterOptions['initialEntries']>,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const utils = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}
