import { startTransition, useEffect, useState } from 'react';
import { isRenderingAsServer } from './serverRender';

/**
 * A value only the browser has (a media query, the reading settings in local storage, a module
 * loaded on demand), read by components the app may hydrate from the server's markup
 * (prerender/appPage.tsx).
 *
 * In the server's render and while the app adopts it, the value is `serverValue`; the
 * browser's value follows right after. Every change is rendered as a transition, which React
 * renders in slices and yields between: useSyncExternalStore would render it in one
 * synchronous piece of the whole subtree (after hydrating the reader on a phone, a task of
 * hundreds of milliseconds on a slow one, counted in the total blocking time of
 * docs/PRODUCT.md#budgets). A component mounted later starts with the browser's value. `read`
 * must return the same value while nothing changed, and both functions must keep their
 * identity across renders.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(() => (isRenderingAsServer() ? serverValue : read()));
  useEffect(() => {
    const update = () => {
      const next = read();
      startTransition(() => setValue(() => next));
    };
    // The hydrated render showed the server's value, and the value may have changed between
    // the render and the subscription.
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}
