import { useEffect } from 'react';
import { Logo } from '../../components';
import { deferredModule, preload, whenIdle } from '../../lib/deferred';
import type { Session } from '../../lib/session';
import { paths } from '../paths';
import styles from './Header.module.css';

/*
 * The logged-in header and the mobile bottom bar (with the account menu, the search box and the
 * unread counts) are not on the first load of the pages that use the visitor header, the reader
 * among them (DESIGN §5). A cold load of a logged-in screen waits for them before its first
 * render (app/startupPrefetch.ts), so they never pop in there; a logged-in user on any other page
 * has them loaded when the browser is idle, before they are likely to be needed.
 */
const appBars = deferredModule(() => import('./appBars'));

/** Starts loading the bars (idempotent): startupPrefetch awaits it, tests load it up front. */
export const loadAppBars = appBars.load;

/** Loads the bars when the browser is idle while someone is logged in. */
export function usePreloadAppBars(session: Session | null): void {
  const loggedIn = session !== null;
  useEffect(() => {
    if (loggedIn && !appBars.get()) return whenIdle(() => preload(appBars));
  }, [loggedIn]);
}

/** The desktop or mobile logged-in header; until its code is in, a bar of the same height with the logo. */
export function LazyAppHeader({ session, isMobile }: { session: Session; isMobile: boolean }) {
  const bars = appBars.useModule();
  useEffect(() => {
    if (!bars) preload(appBars);
  }, [bars]);
  if (!bars) {
    return (
      <header className={styles.header}>
        <div className={styles.inner}>
          <Logo to={paths.dashboard} size={isMobile ? 'sm' : 'md'} />
        </div>
      </header>
    );
  }
  return isMobile ? <bars.MobileHeader session={session} /> : <bars.AppHeader session={session} />;
}

/** The fixed bottom bar at ≤ 768 px, once its code is in (the page keeps its space for it). */
export function LazyMobileFooter({ session }: { session: Session }) {
  const bars = appBars.useModule();
  return bars ? <bars.MobileFooter session={session} /> : null;
}
