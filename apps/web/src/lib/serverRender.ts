/**
 * Which page the server rendered on this load (prerender/hydration.ts notes it when the app
 * hydrates it), so a screen can tell "already on screen, perhaps already scrolled, before the
 * app ran" from "opened in the app": the reader then keeps the reader where they are instead of
 * starting the chapter at its top. Forgotten once the screen has taken it, so a later visit to
 * the same address in the app is an ordinary one.
 */
let renderedPath: string | null = null;

/** The server's clock when it rendered the page being adopted (or, on the server, rendered). */
let renderedAt: number | null = null;

export function noteServerRendered(path: string, at: number): void {
  renderedPath = path;
  renderedAt = at;
}

export function isServerRenderedPage(pathname: string): boolean {
  return renderedPath !== null && renderedPath === pathname;
}

export function forgetServerRenderedPage(): void {
  renderedPath = null;
}

/**
 * True while a render must come out as the server's render of the page: the server's render
 * itself (prerender/appPage.tsx) and the browser's first render that adopts it (main.tsx). A
 * value only the browser knows (lib/useBrowserValue.ts) or a part whose code loads later
 * (lib/deferred.ts) then renders as it does on the server, and catches up right after;
 * otherwise the hydrated page would differ from its markup and React would draw it again.
 */
let renderingAsServer = false;

/** Runs the server's render of a page the browser will hydrate, written as of `at` (ms). */
export function renderForHydration<T>(render: () => T, at: number): T {
  renderingAsServer = true;
  renderedAt = at;
  try {
    return render();
  } finally {
    renderingAsServer = false;
  }
}

/** The browser's hydration starts (main.tsx), and ends with its first commit. */
export function setHydrating(on: boolean): void {
  renderingAsServer = on;
}

export function isRenderingAsServer(): boolean {
  return renderingAsServer;
}

/**
 * The time a render rendering as the server writes relative texts against ("3 gün önce"): the
 * server's clock at its render, which the page's data block carries (prerender/hydration.ts);
 * null otherwise (lib/useNow.ts then reads the browser's clock).
 */
export function serverRenderTime(): number | null {
  return renderingAsServer ? renderedAt : null;
}
