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

/** Repeats the noted press inside `root`, once; nothing when there was none. */
export function replayPrerenderedClick(root: ParentNode = document): void {
  const pending = window.__okPrerenderedClick;
  if (!pending) return;
  delete window.__okPrerenderedClick;
  const same = [...root.querySelectorAll('button')].filter((button) => button.textContent === pending.text);
  same[pending.nth]?.click();
}
