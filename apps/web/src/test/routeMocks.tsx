/**
 * The literal-path fetch mock and single-route renderer of the community and browse tests
 * (keys "METHOD /path?query", exact query strings). New tests use mockBackend.ts, keyed by the
 * shared contract.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../components';
import { jsonResponse } from './books';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Render one screen at `entry` (matched by `pattern`); any other path shows a location probe. */
export function renderRoute(ui: ReactElement, { pattern, entry }: { pattern: string; entry: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** Stubs fetch with handlers keyed "METHOD /path?query" (path after /api); unknown calls answer 404. */
export function mockApi(handlers: Record<string, Handler | unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const handler = handlers[key];
    if (handler === undefined) return jsonResponse({ message: 'Bulunamadı', code: 'NOT_FOUND' }, 404);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return typeof handler === 'function' ? (handler as Handler)(body) : jsonResponse(handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The "METHOD /path" keys of the calls made so far. */
export function calledKeys(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}${url.search}`;
  });
}

/** The JSON bodies sent to one "METHOD /path" key. */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}${url.search}` === key;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}
