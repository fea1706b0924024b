/**
 * A press on a page sent as HTML (the prerendered landing page, dist/landing.html; a book page
 * or chapter the server rendered, until main.tsx hydrates it) lands before the app can answer
 * it: index.html's inline script notes the button (its text, and which of the page's buttons
 * with that text), and this repeats the press on the same button of the rendered app once it
 * is there, so "Kayıt Ol" or "Bölümler" pressed during start-up still does what it says
 * instead of nothing.
 */

interface PendingClick {
  text: string;
  nth: number;
}

declare global {
  interface Window {
    __okPrerenderedClick?: PendingClick;
  }
}

/** The button is the app's: React has attached its props (hydrated, or rendered by the app). */
const isAppsOwn = (button: Element) => Object.keys(button).some((key) => key.startsWith('__reactProps$'));

/** How often, and how long at most, a press waits for its button to become the app's. */
const WAIT_STEP_MS = 50;
const WAIT_STEPS = 100;

/**
 * Repeats the noted press inside `root`, once; nothing when there was none. The button may not
 * be the app's yet when the app's first render is in: a hydrated page's lazy screen is adopted
 * a moment after the frame around it (React hydrates a Suspense boundary's content in a later
 * pass), so the press waits for it, up to five seconds.
 */
export function replayPrerenderedClick(root: ParentNode = document, ready: (button: Element) => boolean = isAppsOwn, steps = WAIT_STEPS): void {
  const pending = window.__okPrerenderedClick;
  if (!pending) return;
  const same = [...root.querySelectorAll('button')].filter((button) => button.textContent === pending.text);
  const button = same[pending.nth];
  if (button && !ready(button) && steps > 0) {
    window.setTimeout(() => replayPrerenderedClick(root, ready, steps - 1), WAIT_STEP_MS);
    return;
  }
  delete window.__okPrerenderedClick;
  if (!button) return;
  // A press, not only a click: menus open on the pointer going down (Radix's triggers).
  const init = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' };
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  button.dispatchEvent(new Pointer('pointerdown', init));
  button.dispatchEvent(new Pointer('pointerup', init));
  button.click();
}
