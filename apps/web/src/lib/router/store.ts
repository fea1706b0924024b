import type { RouteObject } from './match';
import { newKey, resolve, type Location, type NavigateOptions, type To } from './path';

export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

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

/**
 * What both histories share: the current location, its listeners and the blocker. `write`
 * records a new or replaced entry; `go` moves through the history (the browser's answers with a
 * popstate, which its router commits); `onFirstListener` starts listening to the history while
 * something renders the router.
 */
export function createStore(
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
    if (!entry?.shouldBlock({ currentLocation: location, nextLocation: next, historyAction }))
      return false;
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
      const next: Location = {
        ...resolve(to, location),
        state: options.state ?? null,
        key: newKey(),
      };
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
