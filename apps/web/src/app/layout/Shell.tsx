import type { ReactNode } from 'react';
import { Outlet, useLocation } from '../../lib/router';
import { MOBILE_QUERY, useMediaQueryOrUnknown } from '../../lib/useMediaQuery';
import { useSession } from '../../lib/useSession';
import { MessageToasts } from '../../features/inbox';
import { LiveProvider } from '../../features/live';
import { usesAppHeader } from '../../config/paths';
import { AppHeader } from './AppHeader';
import { MobileFooter } from './MobileFooter';
import { MobileHeader } from './MobileHeader';
import { PublicHeader } from './PublicHeader';
import { SiteFooter } from './SiteFooter';
import styles from './Shell.module.css';

/**
 * Page frame. docs/PRODUCT.md#screens: paths starting with the logged-in segments use the simplified top bar
 * (desktop AppHeader, or the mobile header plus the fixed bottom bar at ≤ 768 px); every
 * other path uses the visitor header.
 */
export function Shell() {
  // One live connection (notifications, messages) for as long as someone is logged in.
  return (
    <LiveProvider>
      <MessageToasts />
      <ShellFrame />
    </LiveProvider>
  );
}

function ShellFrame() {
  const { pathname } = useLocation();
  const session = useSession();
  const isMobile = useMediaQueryOrUnknown(MOBILE_QUERY);
  const appFrame = session !== null && usesAppHeader(pathname);

  if (!appFrame) {
    return (
      <>
        <PublicHeader />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </>
    );
  }
  // null: a page the server rendered, and its hydration, where the viewport is not known: both
  // frames, CSS showing the one that fits. Every part keeps its place in the list whatever the
  // answer, so when it comes only the frame changes: <main> and the page in it stay mounted
  // (the hydrated chapter text is not drawn again).
  const mainClass = isMobile === null ? styles.withMobileFooterWhenNarrow : isMobile ? styles.withMobileFooter : '';
  return (
    <>
      <ByWidth isMobile={isMobile} narrow={<MobileHeader session={session} />} wide={<AppHeader session={session} />} />
      <main id="main" tabIndex={-1} className={`${styles.main} ${mainClass}`.trim()}>
        <Outlet />
      </main>
      <ByWidth isMobile={isMobile} narrow={<MobileFooter session={session} />} wide={<SiteFooter compact />} />
    </>
  );
}

/**
 * The phone's part and the wider screen's: only the one that fits once the width is known, both
 * (CSS showing one) while it is not. Each keeps its place, so only the frame changes when it is.
 */
function ByWidth({ isMobile, narrow, wide }: { isMobile: boolean | null; narrow: ReactNode; wide: ReactNode }) {
  return (
    <>
      {isMobile !== false && <div className={styles.narrowOnly}>{narrow}</div>}
      {isMobile !== true && <div className={styles.wideOnly}>{wide}</div>}
    </>
  );
}
