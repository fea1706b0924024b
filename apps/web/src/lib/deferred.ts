import { startTransition, useEffect, useState } from 'react';

/**
 * A module loaded on demand (dynamic import) whose value components can read synchronously
 * once it is there. Used for code that is not needed for a page's first paint — e.g. the
 * Radix menu, dialog and toast machinery — so it stays out of every route's initial JavaScript
 * (docs/PRODUCT.md#budgets) yet renders without a Suspense flash once loaded.
 */
export interface DeferredModule<T> {
  /** The module, or null while it has not loaded. */
  get(): T | null;
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load(): Promise<T>;
  /** Hook: the module or null; re-renders when it arrives. */
  useModule(): T | null;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        value = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    get,
    load,
    useModule: () => useArrival(subscribe, get),
  };
}

let renderingForHydration = false;

/**
 * Runs a server render of a page the browser will hydrate (prerender/appPage.tsx): deferred
 * parts render as still loading, as the browser's first render will show them, even when the
 * server's process happens to hold the module already; otherwise the hydrated page would differ
 * from its markup there and React would draw the screen again.
 */
export function renderForHydration<T>(render: () => T): T {
  renderingForHydration = true;
  try {
    return render();
  } finally {
    renderingForHydration = false;
  }
}

/**
 * The module as state: its arrival re-renders the user in a transition, which React renders
 * in slices and yields between (a whole comment section or menu arriving during the page's
 * load would otherwise be one long task, docs/PRODUCT.md#budgets), rather than through
 * useSyncExternalStore, whose updates always render in one piece.
 */
function useArrival<T>(subscribe: (listener: () => void) => () => void, get: () => T | null): T | null {
  const [module, setModule] = useState(() => (renderingForHydration ? null : get()));
  useEffect(() => {
    const update = () => startTransition(() => setModule(get()));
    // It may have arrived between the render and this effect.
    if (get() !== null) update();
    return subscribe(update);
  }, [subscribe, get]);
  return module;
}

/** Loads `module` without surfacing a failure (a later interaction retries). */
export function preload(module: { load(): Promise<unknown> }): void {
  module.load().catch(() => {});
}

/**
 * Runs `task` once the page has loaded and the browser is idle (at most `timeout` ms later),
 * so prefetching never competes with what the first paint needs. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2_000): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timerId: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function')
      idleId = window.requestIdleCallback(task, { timeout });
    else timerId = setTimeout(task, 200);
  };
  const onLoad = () => run();
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timerId !== undefined) clearTimeout(timerId);
  };
}
