import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter } from './browser';
import { createMemoryRouter } from './memory';
import { createPath, resolve } from './path';
import type { Blocker, BlockerFunction, Router } from './store';

const where = (router: Router) => createPath(router.state.location);

function blockAll(router: Router, shouldBlock: BlockerFunction = () => true) {
  let blocker: Blocker = { state: 'unblocked' };
  const release = router.block({ shouldBlock, set: (b) => (blocker = b) });
  return { current: () => blocker, release };
}

describe('resolve', () => {
  it('keeps the pathname for a query or hash alone and reads path parts', () => {
    const from = { pathname: '/inbox', search: '?a=1', hash: '#x' };
    expect(resolve('?recipient_username=elif', from)).toEqual({
      pathname: '/inbox',
      search: '?recipient_username=elif',
      hash: '',
    });
    expect(resolve('#terms', from)).toEqual({ pathname: '/inbox', search: '', hash: '#terms' });
    expect(resolve('/read/1/2?x=1#yorum-3', from)).toEqual({
      pathname: '/read/1/2',
      search: '?x=1',
      hash: '#yorum-3',
    });
    expect(resolve({ hash: '#privacy' }, from)).toEqual({
      pathname: '/inbox',
      search: '',
      hash: '#privacy',
    });
  });
});

describe('createMemoryRouter', () => {
  it('pushes, replaces and goes back and forward, with state and a key per entry', () => {
    const router = createMemoryRouter([], { initialEntries: ['/a'] });
    const listener = vi.fn();
    router.subscribe(listener);
    router.navigate('/b?x=1', { state: { from: '/a' } });
    expect(where(router)).toBe('/b?x=1');
    expect(router.state.location.state).toEqual({ from: '/a' });
    const keyOfB = router.state.location.key;
    router.navigate('/c', { replace: true });
    expect(router.state.location.key).not.toBe(keyOfB);
    router.navigate(-1);
    expect(where(router)).toBe('/a');
    router.navigate(-1);
    expect(where(router)).toBe('/a');
    router.navigate(1);
    expect(where(router)).toBe('/c');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('drops the forward entries on a push', () => {
    const router = createMemoryRouter([], { initialEntries: ['/a', '/b', '/c'], initialIndex: 0 });
    router.navigate('/d');
    router.navigate(1);
    expect(where(router)).toBe('/d');
    router.navigate(-1);
    expect(where(router)).toBe('/a');
  });

  it('starts at an entry with state', () => {
    const router = createMemoryRouter([], {
      initialEntries: [{ pathname: '/edit-story', state: { bookId: 3 } }],
    });
    expect(router.state.location).toMatchObject({
      pathname: '/edit-story',
      search: '',
      state: { bookId: 3 },
    });
  });

  it('holds a blocked navigation until proceed(), and forgets it on reset()', () => {
    const router = createMemoryRouter([], { initialEntries: ['/a', '/form'] });
    const shouldBlock = vi.fn<BlockerFunction>(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
    );
    const blocker = blockAll(router, shouldBlock);

    router.navigate('/form?tab=2', { replace: true });
    expect(where(router)).toBe('/form?tab=2');

    router.navigate('/b');
    expect(where(router)).toBe('/form?tab=2');
    expect(blocker.current()).toMatchObject({ state: 'blocked', location: { pathname: '/b' } });
    expect(shouldBlock).toHaveBeenLastCalledWith(
      expect.objectContaining({ historyAction: 'PUSH' }),
    );
    blocker.current().reset?.();
    expect(blocker.current().state).toBe('unblocked');
    expect(where(router)).toBe('/form?tab=2');

    router.navigate(-1);
    expect(where(router)).toBe('/form?tab=2');
    expect(blocker.current()).toMatchObject({ state: 'blocked', location: { pathname: '/a' } });
    expect(shouldBlock).toHaveBeenLastCalledWith(expect.objectContaining({ historyAction: 'POP' }));
    blocker.current().proceed?.();
    expect(blocker.current().state).toBe('unblocked');
    expect(where(router)).toBe('/a');

    blocker.release();
    router.navigate('/b');
    expect(where(router)).toBe('/b');
  });

  it('keeps only the latest blocker active', () => {
    const router = createMemoryRouter([], { initialEntries: ['/a'] });
    const first = blockAll(router);
    const second = blockAll(router, () => false);
    first.release();
    router.navigate('/b');
    expect(where(router)).toBe('/b');
    expect(first.current().state).toBe('unblocked');
    second.release();
  });
});

describe('createBrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** history.go in jsdom fires popstate in a later task. */
  const popped = () =>
    new Promise((resolve) =>
      window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }),
    );

  it('writes entries numbered as before (history.state.idx) and follows back/forward', async () => {
    window.history.replaceState(null, '', '/start');
    const router = createBrowserRouter([]);
    const stop = router.subscribe(() => {});
    expect(window.history.state).toMatchObject({ idx: 0 });
    router.navigate('/book/4', { state: { from: 'test' } });
    expect(window.location.pathname).toBe('/book/4');
    expect(window.history.state).toMatchObject({
      idx: 1,
      usr: { from: 'test' },
      key: router.state.location.key,
    });

    const back = popped();
    router.navigate(-1);
    await back;
    expect(where(router)).toBe('/start');
    const forward = popped();
    router.navigate(1);
    await forward;
    expect(router.state.location).toMatchObject({ pathname: '/book/4', state: { from: 'test' } });
    stop();
  });

  it('gives the first entry a key of its own, kept in history.state so a reload finds it again', () => {
    window.history.replaceState(null, '', '/read/1/3');
    const first = createBrowserRouter([]);
    const key = first.state.location.key;
    expect(key).not.toBe('default');
    expect(window.history.state).toMatchObject({ idx: 0, key });
    // What a reload sees: the same history entry, a new router.
    expect(createBrowserRouter([]).state.location.key).toBe(key);
  });

  it('gives an entry the browser made itself (an in-page anchor) a number and a key', async () => {
    window.history.replaceState(null, '', '/read/1/3');
    const router = createBrowserRouter([]);
    const stop = router.subscribe(() => {});
    const first = router.state.location.key;
    const moved = popped();
    window.history.pushState(null, '', '/read/1/3#yorumlar');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await moved;
    expect(router.state.location.hash).toBe('#yorumlar');
    expect(router.state.location.key).not.toBe(first);
    expect(router.state.location.key).not.toBe('default');
    expect(window.history.state).toMatchObject({ idx: 1, key: router.state.location.key });
    stop();
  });

  it('undoes a blocked back button and goes back on proceed()', async () => {
    window.history.replaceState(null, '', '/start');
    const router = createBrowserRouter([]);
    const stop = router.subscribe(() => {});
    router.navigate('/new-story');
    const blocker = blockAll(router);

    let moved = popped();
    window.history.back();
    await moved;
    expect(blocker.current()).toMatchObject({ state: 'blocked', location: { pathname: '/start' } });
    // The undo (history.go(1)) lands back on the form without asking again.
    await popped();
    expect(window.location.pathname).toBe('/new-story');
    expect(where(router)).toBe('/new-story');

    moved = popped();
    blocker.current().proceed?.();
    await moved;
    expect(window.location.pathname).toBe('/start');
    expect(where(router)).toBe('/start');
    expect(blocker.current().state).toBe('unblocked');
    blocker.release();
    stop();
  });
});
