/**
 * Which page the server rendered on this load (prerender/hydration.ts notes it when the app
 * hydrates it), so a screen can tell "already on screen, perhaps already scrolled, before the
 * app ran" from "opened in the app": the reader then keeps the reader where they are instead of
 * starting the chapter at its top. Forgotten once the screen has taken it, so a later visit to
 * the same address in the app is an ordinary one.
 */
let renderedPath: string | null = null;

export function noteServerRendered(path: string): void {
  renderedPath = path;
}

export function isServerRenderedPage(pathname: string): boolean {
  return renderedPath !== null && renderedPath === pathname;
}

export function forgetServerRenderedPage(): void {
  renderedPath = null;
}
