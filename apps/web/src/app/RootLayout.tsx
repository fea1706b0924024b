import { useEffect } from 'react';
import { Outlet } from '../lib/router';
import { replayPrerenderedClick } from '../lib/prerenderedClick';
import { AuthModalProvider } from '../features/auth';
import { OfflineBanner } from './layout/OfflineBanner';
import { ScrollToTop } from './ScrollToTop';
import { UnauthorizedHandler } from './UnauthorizedHandler';

export function RootLayout() {
  // After the first commit, when the page's buttons are the app's own (children's effects ran).
  useEffect(() => replayPrerenderedClick(), []);
  return (
    <AuthModalProvider>
      <a href="#main" className="skip-link">
        İçeriğe geç
      </a>
      <OfflineBanner />
      <ScrollToTop />
      <UnauthorizedHandler />
      <Outlet />
    </AuthModalProvider>
  );
}
