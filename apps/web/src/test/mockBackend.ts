/**
 * One fake backend for component tests: answers `fetch` by the shared contract's keys
 * ("METHOD /path/:param"), so a test names the same call the code makes and its answer is
 * typed by the contract. Unknown calls answer 599 with the call in the message, so a
 * missing mock fails loudly instead of hanging.
 */
import { splitRouteKey, type ApiKey, type ApiResult } from '@okuryazar/shared';
import { vi } from 'vitest';

export interface MockRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body, the FormData of a multipart call, or undefined. */
  body: unknown;
  init: RequestInit | undefined;
}

type Answer<K extends ApiKey> = ApiResult<K> | Response;
export type MockRoutes = { [K in ApiKey]?: Answer<K> | ((request: MockRequest) => Answer<K> | Promise<Answer<K>>) };

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error answer as the API sends it ({message, code}). */
export const apiError = (status: number, message: string, code = 'ERROR') => jsonResponse({ message, code }, status);

function matcher(key: string) {
  const [method, template] = splitRouteKey(key);
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${pattern}$`);
  return (requestMethod: string, path: string): Record<string, string> | null => {
    if (requestMethod !== method) return null;
    const match = regex.exec(path);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
  };
}

function parseBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Stubs `fetch` with the given routes; returns the mock and `callsTo(key)` for assertions. */
export function mockBackend(routes: MockRoutes) {
  const table = Object.entries(routes).map(([key, answer]) => ({ key, match: matcher(key), answer }));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    for (const { match, answer } of table) {
      const params = match(method, path);
      if (!params) continue;
      const request: MockRequest = { params, query: url.searchParams, body: parseBody(init), init };
      const value = typeof answer === 'function' ? await (answer as (r: MockRequest) => unknown)(request) : answer;
      return value instanceof Response ? value : jsonResponse(value);
    }
    return jsonResponse({ message: `Beklenmeyen çağrı: ${method} ${path}`, code: 'UNMOCKED' }, 599);
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The requests made to one contract key, in order. */
  function callsTo(key: ApiKey): MockRequest[] {
    const match = matcher(key);
    return fetchMock.mock.calls.flatMap(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      const params = match(init?.method ?? 'GET', url.pathname.replace(/^\/api/, ''));
      return params ? [{ params, query: url.searchParams, body: parseBody(init), init }] : [];
    });
  }
  return { fetchMock, callsTo };
}
