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
  const narrow = isMobile !== false;
  const wide = isMobile !== true;
  const mainClass = isMobile === null ? styles.withMobileFooterWhenNarrow : isMobile ? styles.withMobileFooter : '';
  return (
    <>
      {narrow && (
        <div className={styles.narrowOnly}>
          <MobileHeader session={session} />
        </div>
      )}
      {wide && (
        <div className={styles.wideOnly}>
          <AppHeader session={session} />
        </div>
      )}
      <main id="main" tabIndex={-1} className={`${styles.main} ${mainClass}`.trim()}>
        <Outlet />
      </main>
      {narrow && (
        <div className={styles.narrowOnly}>
          <MobileFooter session={session} />
        </div>
      )}
      {wide && (
        <div className={styles.wideOnly}>
          <SiteFooter compact />
        </div>
      )}
    </>
  );
}
