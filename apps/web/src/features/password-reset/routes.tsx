import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

const RequestResetPage = lazy(() => import('./RequestResetPage').then((m) => ({ default: m.RequestResetPage })));
const ResetPasswordPage = lazy(() => import('./ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));

const suspended = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

/** Public routes (no login): /resetpassword and /reset-password/{token}. */
export const passwordResetRoutes: RouteObject[] = [
  { path: routePatterns.resetPasswordRequest, element: suspended(<RequestResetPage />) },
  { path: routePatterns.resetPassword, element: suspended(<ResetPasswordPage />) },
];
