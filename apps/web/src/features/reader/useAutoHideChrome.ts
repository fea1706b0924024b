import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { CHROME_BAR_SELECTOR, setChromeHidden, showChromeNow } from '../../lib/chrome';
import { useIsMobile } from '../../lib/useMediaQuery';

/** Scrolled this far the same way (px), the bars go or come back: a finger's jitter does neither. */
const SCROLL_INTENT_PX = 24;
/** Within this distance of the top the bars always show (the header and the reader bar's height). */
const TOP_ZONE_PX = 120;
/** Taps on these are theirs (a link, a button, a field): they do not bring the bars back. */
const INTERACTIVE = 'a, button, input, textarea, select, label, summary, [role="button"], [contenteditable="true"]';

/**
 * On a phone the site header, the reader's bar and the bottom tab bar took 176 of 812 px while
 * reading (issue 28 item 11). Scrolling down into the text hides them; scrolling up, reaching
 * the top or the end of the page, tapping the page, or moving the focus into one of them (the
 * keyboard, a screen reader) brings them back. The bars stay in the accessibility tree and in
 * the tab order all along. Wider screens keep them. The slide is a transform with a short
 * transition, none under prefers-reduced-motion (the bars' stylesheets).
 *
 * `serverPage`: the chapter on screen is the one the server sent (lib/serverRender.ts).
 * Returns the handler for a tap on the reader's page.
 */
export function useAutoHideChrome(serverPage: boolean): (event: MouseEvent) => void {
  const active = useIsMobile();
  // Only the page the server rendered can have been scrolled before anything listened; after a
  // move in the app the window's place still belongs to the page left.
  const [scrolledBeforeApp] = useState(() => serverPage);

  useEffect(() => {
    if (!active) return;
    let lastY = window.scrollY;
    // Distance scrolled in the current direction (positive: down).
    let run = 0;
    const outsideText = (y: number) => y <= TOP_ZONE_PX || y + window.innerHeight >= document.documentElement.scrollHeight - 2;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - lastY;
      lastY = y;
      if (outsideText(y)) {
        run = 0;
        setChromeHidden(false);
        return;
      }
      run = Math.sign(delta) === Math.sign(run) ? run + delta : delta;
      if (run > SCROLL_INTENT_PX) setChromeHidden(true);
      else if (run < -SCROLL_INTENT_PX) setChromeHidden(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(CHROME_BAR_SELECTOR)) return;
      // Chrome has already scrolled the page to "reveal" the element in the bar off screen
      // (centring it: ~470 px up on a phone). The bar comes back to it instead, and the page
      // goes back to where the reader was: the scroll event has not been seen yet, so lastY is
      // still the place before the jump.
      const jumped = Math.abs(window.scrollY - lastY) > 1;
      showChromeNow();
      if (jumped) window.scrollTo({ top: lastY, left: 0, behavior: 'instant' as ScrollBehavior });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    // The server's page is read before the app takes it over: a reader already down in its text
    // scrolled there before anything listened, and the bars step aside as they would have.
    if (scrolledBeforeApp && !outsideText(lastY)) setChromeHidden(true);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      setChromeHidden(false);
    };
  }, [active, scrolledBeforeApp]);

  return useCallback(
    (event: MouseEvent) => {
      if (!active) return;
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
      setChromeHidden(false);
    },
    [active],
  );
}
