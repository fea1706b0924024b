import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type Router } from '../lib/router';
import { ToastProvider } from '../components';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

/** `router`: the browser's history unless given (the build's prerender renders "/" in memory). */
export function App({ queryClient, router: given }: { queryClient?: QueryClient; router?: Router }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
