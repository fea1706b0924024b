import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../components';
import { ChapterEditorPage } from './ChapterEditorPage';
import { PreviewPage } from './PreviewPage';

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <p>{name}</p>
      <output data-testid="probe-state">{JSON.stringify(location.state)}</output>
    </div>
  );
}

/** Renders the two writing routes (plus stand-ins for where they lead) in a data router. */
export function renderWriting(path: '/edit-story' | '/preview', state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/edit-story', element: <ChapterEditorPage /> },
      { path: '/preview', element: <PreviewPage /> },
      { path: '/my-stories', element: <Probe name="Hikayelerim sayfası" /> },
      { path: '/story-details/:storyId', element: <Probe name="Hikaye detayları sayfası" /> },
      { path: '/', element: <Probe name="Ana sayfa" /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * A fetch stand-in routed by "METHOD /path" (path after /api). Unrouted calls fail the test
 * loudly. `calls` records every request with its parsed JSON body.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function loginAs(userId = 7, username = 'yazar') {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', String(userId));
  localStorage.setItem('username', username);
}
