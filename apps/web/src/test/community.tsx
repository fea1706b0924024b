import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Post, PostComment, ProfileResponse } from '@okuryazar/shared';
import { ToastProvider } from '../components';
import { jsonResponse } from './books';

export { jsonResponse, makeBook } from './books';

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

export function signIn(userId = 5, username = 'okur') {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', String(userId));
  localStorage.setItem('username', username);
}

let nextId = 1;

export function makePost(overrides: Partial<Post> = {}): Post {
  const id = overrides.post_id ?? nextId++;
  return {
    post_id: id,
    user_id: 9,
    username: 'burak',
    avatar: null,
    profile_image_url: null,
    content: `Gönderi ${id}`,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    likes_count: 3,
    is_liked: false,
    comments: [],
    comments_count: 0,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<PostComment> = {}): PostComment {
  const id = overrides.comment_id ?? nextId++;
  return {
    comment_id: id,
    user_id: 9,
    username: 'burak',
    profile_image_url: null,
    content: `Yorum ${id}`,
    created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    likes_count: 0,
    is_liked: false,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<ProfileResponse['user']> = {}, extra: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    user: {
      user_id: 9,
      username: 'burak',
      full_name: 'Burak Yılmaz',
      bio: '',
      profile_image_url: null,
      join_date: '2024-03-12T10:00:00.000Z',
      followers_count: 10,
      following_count: 4,
      books_count: 0,
      ...overrides,
    },
    books: [],
    isFollowing: false,
    ...extra,
  };
}
