import type { RouteObject } from './match';

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

export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location; historyAction: HistoryAction }) => boolean;

/** A leave guard's answer: a blocked navigation waits for `proceed()` or `reset()`. */
export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

export const UNBLOCKED: Blocker = { state: 'unblocked' };

interface BlockerEntry {
  shouldBlock: BlockerFunction;
  set: (blocker: Blocker) => void;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: { location: Location };
  /** A path (or path parts), or a number of history steps (-1: back). */
  navigate(to: To | number, options?: NavigateOptions): void;
  subscribe(listener: () => void): () => void;
  /** Makes `entry` the one active blocker (the latest mounted wins); returns its release. */
  block(entry: BlockerEntry): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

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
  return { pathname: parts.pathname ?? from.pathname, search: parts.search ?? '', hash: parts.hash ?? '' };
}

/**
 * The history-independent half: the current location, its listeners and the blocker. `write`
 * records a new or replaced entry, `go` moves through the history (which may call `pop`).
 */
function createStore(
  routes: RouteObject[],
  initial: Location,
  write: (location: Location, replace: boolean) => void,
  go: (delta: number) => void,
  onFirstListener: () => () => void = () => () => {},
) {
  let location = initial;
  const listeners = new Set<() => void>();
  let blocker: BlockerEntry | null = null;
  let stopPlatform: (() => void) | null = null;

  const commit = (next: Location) => {
    location = next;
    listeners.forEach((listener) => listener());
  };

  /** True when the active blocker holds `next` back; `proceed` is what its proceed() does. */
  const isBlocked = (next: Location, historyAction: HistoryAction, proceed: () => void) => {
    const entry = blocker;
    if (!entry?.shouldBlock({ currentLocation: location, nextLocation: next, historyAction })) return false;
    entry.set({
      state: 'blocked',
      location: next,
      proceed: () => {
        entry.set(UNBLOCKED);
        proceed();
      },
      reset: () => entry.set(UNBLOCKED),
    });
    return true;
  };

  const router: Router = {
    routes,
    get state() {
      return { location };
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        go(to);
        return;
      }
      const next: Location = { ...resolve(to, location), state: options.state ?? null, key: newKey() };
      const replace = !!options.replace;
      const run = () => {
        write(next, replace);
        commit(next);
      };
      if (!isBlocked(next, replace ? 'REPLACE' : 'PUSH', run)) run();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) stopPlatform = onFirstListener();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopPlatform?.();
      };
    },
    block(entry) {
      blocker = entry;
      return () => {
        if (blocker === entry) blocker = null;
      };
    },
  };
  return { router, commit, isBlocked };
}

/** The history react-router kept in `history.state`, so entries made before this router still work. */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** The app's router on the browser's history; back/forward (popstate) pass the blocker too. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  const history = window.history;
  const entry = () => (history.state ?? {}) as EntryState;
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry().usr ?? null, key: entry().key ?? 'default' };
  };
  let index = entry().idx ?? 0;
  if (entry().idx === undefined) history.replaceState({ ...entry(), idx: index }, '');

  const write = (location: Location, replace: boolean) => {
    if (!replace) index += 1;
    const state: EntryState = { usr: location.state, key: location.key, idx: index };
    if (replace) history.replaceState(state, '', createPath(location));
    else history.pushState(state, '', createPath(location));
  };

  // A blocked back/forward has already moved the browser: it is undone (`undoing`), and a
  // later proceed() moves again without asking (`passing`).
  let undoing = false;
  let passing = false;
  const onPop = () => {
    if (undoing) {
      undoing = false;
      return;
    }
    const next = read();
    const nextIndex = entry().idx;
    const delta = nextIndex === undefined ? 0 : index - nextIndex;
    if (!passing && delta && store.isBlocked(next, 'POP', () => {
      passing = true;
      history.go(-delta);
    })) {
      undoing = true;
      history.go(delta);
      return;
    }
    passing = false;
    if (nextIndex === undefined) {
      // An entry the browser made itself (a hash typed into the address bar) gets its number.
      index += 1;
      history.replaceState({ ...entry(), idx: index }, '');
    } else {
      index = nextIndex;
    }
    store.commit(next);
  };

  const store = createStore(routes, read(), write, (delta) => history.go(delta), () => {
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  });
  return store.router;
}

export interface MemoryRouterOptions {
  initialEntries?: (string | (Partial<Path> & { state?: unknown }))[];
  initialIndex?: number;
}

/** A router on an in-memory history (tests). */
export function createMemoryRouter(routes: RouteObject[], { initialEntries = ['/'], initialIndex }: MemoryRouterOptions = {}): Router {
  const root: Path = { pathname: '/', search: '', hash: '' };
  const entries: Location[] = initialEntries.map((e) => ({
    ...resolve(e, root),
    state: typeof e === 'string' ? null : (e.state ?? null),
    key: newKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);

  const write = (location: Location, replace: boolean) => {
    if (!replace) index += 1;
    entries.splice(index, replace ? 1 : entries.length, location);
  };
  const go = (delta: number) => {
    const target = Math.min(Math.max(index + delta, 0), entries.length - 1);
    const next = entries[target]!;
    if (target === index) return;
    const run = () => {
      index = target;
      store.commit(next);
    };
    if (!store.isBlocked(next, 'POP', run)) run();
  };
  const store = createStore(routes, entries[index]!, write, go);
  return store.router;
}
