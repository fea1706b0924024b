/** Test helpers for the account screens (settings, password reset, agreements). */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastProvider } from '../components';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

/** Renders `ui` at `path` (matched by `pattern`) with a fresh QueryClient; other paths show a location probe. */
export function renderPage(
  ui: ReactElement,
  { path, pattern = path, client }: { path: string; pattern?: string; client?: QueryClient },
) {
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

export function loginAs(userId = 5, username = 'okur', token = 'eski-token') {
  localStorage.setItem('token', token);
  localStorage.setItem('userId', String(userId));
  localStorage.setItem('username', username);
}
