import { useCallback } from 'react';
import { LIMITS } from '@okuryazar/shared';
import { useBrowserValue } from './useBrowserValue';

export function useMediaQuery(query: string): boolean {
  return useMediaQueryOrUnknown(query) ?? false;
}

/**
 * Like useMediaQuery, but null where the viewport is not known: in the server's render of a
 * page (prerender/appPage.tsx) and in the browser's hydration of it, which must render the
 * same; the browser renders again with the answer right after, in a transition
 * (lib/useBrowserValue.ts). A layout that depends on it can then leave the choice to CSS until
 * then (app/layout/Shell.tsx).
 */
export function useMediaQueryOrUnknown(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  // Unknown outside a browser too (the landing page's build-time render, prerender/landingPage.tsx).
  const read = useCallback(() => (typeof window === 'undefined' ? null : (window.matchMedia?.(query).matches ?? false)), [query]);
  return useBrowserValue<boolean | null>(subscribe, read, null);
}

/** docs/PRODUCT.md#screens: the mobile layout applies at 768 px or less. */
export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
