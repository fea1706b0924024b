import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline, a query still runs once: the service worker may answer it (the library and
        // opened chapters, docs/PRODUCT.md#reading-comfort-and-writers-tools); if not, its error says a connection is needed.
        networkMode: 'offlineFirst',
        // Client errors (401, 404, …) will not change on retry; network and server errors get one
        // more try, but not offline (a paused retry would leave the screen loading for good).
        retry: (failureCount, error) =>
          navigator.onLine && !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
