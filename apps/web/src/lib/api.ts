import { fillPath, LIMITS, MSG, splitRouteKey, type ApiInput, type ApiKey, type ApiResult } from '@okuryazar/shared';
import { takeEarlyResponse } from './earlyFetch';
import { clearSession, getToken } from './session';

/** Base of every call: the API host plus /api (docs/PRODUCT.md#api). Same origin unless VITE_API_URL says otherwise. */
export const API_BASE = `${(import.meta.env.VITE_API_URL as string | undefined) ?? ''}/api`;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    /** The whole parsed error body: some errors carry more than {message, code} (a save conflict's server copy). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server answered 404: the thing does not exist or is not for this viewer (not a failure to retry). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The server's Turkish message when it refused a write for coming too fast (429), else null.
 * docs/PRODUCT.md#error-messages keeps other failures of comments, posts and messages silent (only logged); a rate
 * limit is different: the person must learn to wait, and the composer keeps their text.
 */
export function rateLimitMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 429 ? error.message : null;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /**
   * On a 401, clear the stored session and send the user to /login (docs/PRODUCT.md#behaviour-and-states lists the
   * screens that do this). Default true for authenticated calls.
   */
  redirectOn401?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (a last autosave on leaving); the browser caps such bodies at 64 KB. */
  keepalive?: boolean;
}

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};
/** The router installs a navigation-based handler so a 401 does not reload the page. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, signal, keepalive } = options;
  const redirectOn401 = options.redirectOn401 ?? auth;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (auth && token) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(LIMITS.httpTimeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  // The first page's call may already be under way (index.html, lib/earlyFetch.ts).
  const early = method === 'GET' && !signal?.aborted ? takeEarlyResponse(`${API_BASE}${path}`, auth ? token : null) : null;
  let response: Response;
  try {
    response = await (early ??
      fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal: combined,
        ...(keepalive ? { keepalive: true } : {}),
      }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(MSG.genericError, 0, 'NETWORK');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: string; code?: string };
    // A 401 speaks only of the token it carried: when this tab has been handed a new token
    // meanwhile (its own password change ends every older session), the session stands.
    if (response.status === 401 && redirectOn401 && getToken() === token) {
      clearSession();
      onUnauthorized();
    }
    throw new ApiError(payload.message || MSG.genericError, response.status, payload.code, data);
  }
  return data as T;
}

type CallOptions<K extends ApiKey> = ApiInput<K> & Omit<RequestOptions, 'method' | 'body'>;
// Calls whose input has no required part may be made without an options object.
type CallArgs<K extends ApiKey> = object extends ApiInput<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

/** The URL path (under /api) of a call with its params filled in and its query appended. */
export function apiPath<K extends ApiKey>(key: K, params?: Record<string, string | number>, query?: object): string {
  const path = fillPath(splitRouteKey(key)[1], params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A call of the shared contract (`packages/shared/src/api`): the key names the route, the
 * compiler checks params, query and body and types the answer. Only types come from the
 * contract, so no schema code reaches a bundle through a call site.
 */
export function call<K extends ApiKey>(key: K, ...[options]: CallArgs<K>): Promise<ApiResult<K>> {
  // Read through `unknown`: the union of every call's input is too large for the compiler to narrow.
  const input: unknown = options;
  const { params, query, body, ...rest } = (input ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown } & Omit<RequestOptions, 'method' | 'body'>;
  return apiRequest<ApiResult<K>>(apiPath(key, params, query), { ...rest, method: splitRouteKey(key)[0], body });
}

/** A file the server answers for a call (an export): its bytes and the name it suggests. */
export async function downloadFile<K extends ApiKey>(key: K, params?: Record<string, string | number>, query?: object): Promise<{ blob: Blob; fileName: string | null }> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${apiPath(key, params, query)}`, { headers, signal: AbortSignal.timeout(LIMITS.httpTimeoutMs) });
  } catch {
    throw new ApiError(MSG.genericError, 0, 'NETWORK');
  }
  // 202: the server is preparing the file in its pipeline (EPUB); the caller asks again.
  if (!response.ok || response.status === 202) {
    const payload = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(payload.message || MSG.genericError, response.status, payload.code, payload);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  let fileName = plain ?? null;
  if (encoded) {
    try {
      fileName = decodeURIComponent(encoded);
    } catch {
      // keep the plain name
    }
  }
  return { blob: await response.blob(), fileName };
}

/** Hands a downloaded file to the browser to save under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
