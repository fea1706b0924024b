import { Outlet } from '../lib/router';
import { AuthModalProvider } from '../features/auth';
import { OfflineBanner } from './layout/OfflineBanner';
import { ScrollToTop } from './ScrollToTop';
import { UnauthorizedHandler } from './UnauthorizedHandler';

export function RootLayout() {
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
