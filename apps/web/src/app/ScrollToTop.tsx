import { useLayoutEffect } from 'react';
import { useLocation } from '../lib/router';

/** SPEC §2: the page scrolls to the top on every path change (not on query or hash changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
