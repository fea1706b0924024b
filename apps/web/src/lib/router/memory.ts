import type { RouteObject } from './match';
import { newKey, resolve, type Location, type Path } from './path';
import { createStore, type Router } from './store';

export interface MemoryRouterOptions {
  initialEntries?: (string | (Partial<Path> & { state?: unknown }))[];
  initialIndex?: number;
}

/** A router on an in-memory history (tests). */
export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'], initialIndex }: MemoryRouterOptions = {},
): Router {
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
