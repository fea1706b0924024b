import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A route screen loaded on demand, like `React.lazy`, that can be started before it renders
 * (app/startupPrefetch.ts). Once the code is there, the screen renders at once: a plain
 * `lazy` would still suspend on its first render (its own promise settles a tick later),
 * render the Suspense fallback and then render the page again (docs/PRODUCT.md#budgets: one render of the
 * first page, not two). Each mounted screen keeps the component it started with, so a page
 * that was suspended once is never remounted when the code arrives.
 *
 * The Suspense boundary (with `fallback`) is there only for a screen whose code was not loaded
 * when it mounted. A page the server rendered (prerender/appPage.tsx) is rendered, and hydrated,
 * with its code loaded and so without one: React hydrates the page in the same slices as the
 * frame around it. Inside a boundary it would be left for later, and the first update reaching
 * it before then (a query's answer, through useSyncExternalStore) would hydrate the whole page
 * in one synchronous task (docs/PRODUCT.md#budgets, total blocking time).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    const [Loaded] = useState<ComponentType<P> | null>(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Page, preload };
}

/** `React.lazy` of a module's named export: `lazyNamed(() => import('./InboxPage'), 'InboxPage')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own type
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
