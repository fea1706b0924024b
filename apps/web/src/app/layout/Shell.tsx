import { Outlet, useLocation } from '../../lib/router';
import { useIsMobile } from '../../lib/useMediaQuery';
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
  const isMobile = useIsMobile();
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
  return (
    <>
      {isMobile ? <MobileHeader session={session} /> : <AppHeader session={session} />}
      <main id="main" tabIndex={-1} className={isMobile ? `${styles.main} ${styles.withMobileFooter}` : styles.main}>
        <Outlet />
      </main>
      {isMobile ? <MobileFooter session={session} /> : <SiteFooter compact />}
    </>
  );
}
