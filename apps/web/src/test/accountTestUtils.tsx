/** Test helpers for the account screens (settings, password reset, agreements). */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
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

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch mock answering by "METHOD /path" (without /api); unknown calls answer 599. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse({ message: `Beklenmeyen çağrı: ${key}` }, 599);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to "METHOD /path", with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}` === key;
    })
    .map(([, init]) => ({
      init,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : init?.body,
    }));
}

export function loginAs(userId = 5, username = 'okur', token = 'eski-token') {
  localStorage.setItem('token', token);
  localStorage.setItem('userId', String(userId));
  localStorage.setItem('username', username);
}
