import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '../lib/router';

/**
 * docs/PRODUCT.md#screens: the page scrolls to the top on every path change (not on query or hash changes).
 * Not when the app first renders: the page was just loaded at the top, or the visitor has
 * already scrolled the prerendered landing page (dist/landing.html) that the app renders over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
