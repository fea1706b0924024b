export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** What the navigation carried (`navigate(to, { state })`), kept by the history entry. */
  state: unknown;
  /** Unique per history entry. */
  key: string;
}

export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export const newKey = () => Math.random().toString(36).slice(2, 10);

export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parts.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parts.pathname = path;
  return parts;
}

export const createPath = ({ pathname, search, hash }: Path) =>
  pathname + (search && search !== '?' ? search : '') + (hash && hash !== '#' ? hash : '');

/** `to` against the current location: a path without a pathname (`?q`, `#h`) stays on this page. */
export function resolve(to: To, from: Path): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: parts.pathname ?? from.pathname,
    search: parts.search ?? '',
    hash: parts.hash ?? '',
  };
}
