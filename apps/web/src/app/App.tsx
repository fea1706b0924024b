import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useLayoutEffect, useState } from 'react';
import { RouterProvider, type Router } from '../lib/router';
import { ToastProvider } from '../components';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { setHydrating } from '../lib/serverRender';

/** `router`: the browser's history unless given (the build's prerender renders "/" in memory). */
export function App({ queryClient, router: given }: { queryClient?: QueryClient; router?: Router }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(() => given ?? createAppRouter());
  // The first commit ends the adoption of a page the server rendered (main.tsx): from here on,
  // what only the browser knows renders as it is (lib/useBrowserValue.ts). The root's layout
  // effect runs after every component's own. Here, not in a component beside App: a sibling
  // would shift every useId below it, and the ids would no longer be the server's.
  useLayoutEffect(() => setHydrating(false), []);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}

/** The app as the browser renders it, or hydrates the server's render of it (main.tsx). */
export function browserApp(queryClient: QueryClient) {
  return (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
}
