import type { RouteObject } from './match';
import { createPath, newKey, type Location } from './path';
import { createStore, type Router } from './store';

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
  // Every entry gets a key of its own, the first one too: it survives a reload (history.state
  // does), so a page can keep something per entry (the reader's place, features/reader/placeMemory).
  if (entry().idx === undefined || entry().key === undefined) history.replaceState({ ...entry(), idx: index, key: entry().key ?? newKey() }, '');

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
    if (
      !passing &&
      delta &&
      store.isBlocked(next, 'POP', () => {
        passing = true;
        history.go(-delta);
      })
    ) {
      undoing = true;
      history.go(delta);
      return;
    }
    passing = false;
    if (nextIndex === undefined) {
      // An entry the browser made itself (a hash typed into the address bar, an in-page
      // anchor) gets its number and a key.
      index += 1;
      history.replaceState({ ...entry(), idx: index, key: entry().key ?? newKey() }, '');
      store.commit(read());
      return;
    }
    index = nextIndex;
    store.commit(next);
  };

  const store = createStore(
    routes,
    read(),
    write,
    (delta) => history.go(delta),
    () => {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  );
  return store.router;
}
