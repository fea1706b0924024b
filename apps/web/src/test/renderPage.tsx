import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../lib/router';
import { ToastProvider } from '../components';

/** Where a link or a navigation led: the path with its query and hash. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search + location.hash}</output>;
}

/**
 * Renders one screen at `path` (matched by `pattern`) with a fresh QueryClient (or `client`) and
 * the toasts; any other path shows a location probe (`getByTestId('location')`).
 */
export function renderPage(ui: ReactElement, { path, pattern = path, client }: { path: string; pattern?: string; client?: QueryClient }) {
  const queryClient = client ?? new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client: queryClient };
}
