import { startTransition, useEffect, useState } from 'react';
import { serverRenderTime } from './serverRender';

/**
 * The time, in ms, that relative texts are written against ("3 gün önce güncellendi", a
 * report's time left). While the app adopts a page the server rendered it is the server's
 * render time (lib/serverRender.ts): written against the browser's clock, which may be seconds
 * later or minutes off, the text could differ from the markup and React would draw the page
 * again. The browser's clock follows right after, in a transition.
 *
 * `renewEveryMs` renews it while mounted, so ages move on a page left open; null keeps the
 * first reading (a list of story cards needs no timer each).
 */
export function useNow(renewEveryMs: number | null = 30_000): number {
  const [serverTime] = useState(serverRenderTime);
  const [now, setNow] = useState(() => serverTime ?? Date.now());
  useEffect(() => {
    const tick = () => startTransition(() => setNow(Date.now()));
    if (serverTime !== null) tick();
    if (renewEveryMs === null) return undefined;
    const timer = window.setInterval(tick, renewEveryMs);
    return () => window.clearInterval(timer);
  }, [serverTime, renewEveryMs]);
  return now;
}
