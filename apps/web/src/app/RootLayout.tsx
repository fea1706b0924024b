import { Outlet } from 'react-router';
import { AuthModalProvider } from '../features/auth';
import { ScrollToTop } from './ScrollToTop';
import { UnauthorizedHandler } from './UnauthorizedHandler';

export function RootLayout() {
  return (
    <AuthModalProvider>
      <a href="#main" className="skip-link">
        İçeriğe geç
      </a>
      <ScrollToTop />
      <UnauthorizedHandler />
      <Outlet />
    </AuthModalProvider>
  );
}
