import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

const RequestResetPage = lazyNamed(() => import('./RequestResetPage'), 'RequestResetPage');
const ResetPasswordPage = lazyNamed(() => import('./ResetPasswordPage'), 'ResetPasswordPage');

/** Public routes (no login): /resetpassword and /reset-password/{token}. */
export const passwordResetRoutes: RouteObject[] = [
  { path: routePatterns.resetPasswordRequest, element: suspended(<RequestResetPage />) },
  { path: routePatterns.resetPassword, element: suspended(<ResetPasswordPage />) },
];
