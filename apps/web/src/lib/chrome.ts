/**
 * The page's fixed bars (the site header, the reader's bar, the bottom tab bar on phones) can
 * step aside while a reader reads (features/reader/useAutoHideChrome.ts). The reader says so
 * with `data-chrome="hidden"` on <html>; each bar carries `data-chrome-bar` and its own
 * stylesheet moves it out of the window under that attribute, so the layout needs no state
 * from the reader and a bar that receives the focus can be found (and brought back) from it.
 */
export const CHROME_ATTRIBUTE = 'data-chrome';
export const CHROME_BAR_SELECTOR = '[data-chrome-bar]';

export function setChromeHidden(hidden: boolean): void {
  const root = document.documentElement;
  if (hidden) root.setAttribute(CHROME_ATTRIBUTE, 'hidden');
  else root.removeAttribute(CHROME_ATTRIBUTE);
}

/**
 * Brings the bars back at once, without their slide: for the focus entering one of them. The
 * browser scrolls a newly focused element into view right after the focus events; a bar still
 * sliding in is off screen then, and the page would jump to "reveal" it.
 */
export function showChromeNow(): void {
  const root = document.documentElement;
  if (root.getAttribute(CHROME_ATTRIBUTE) !== 'hidden') return;
  root.setAttribute(`${CHROME_ATTRIBUTE}-instant`, '');
  root.removeAttribute(CHROME_ATTRIBUTE);
  // Lay the bars out in place now, before the browser looks for the focused element.
  for (const bar of document.querySelectorAll(CHROME_BAR_SELECTOR)) bar.getBoundingClientRect();
  requestAnimationFrame(() => root.removeAttribute(`${CHROME_ATTRIBUTE}-instant`));
}
