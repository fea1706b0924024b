import { MSG } from '@okuryazar/shared';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../components';
import { useHeaderInfo } from './layout/useHeaderInfo';
import { NotFoundPage } from './routes/NotFoundPage';

/** Moderators and admins see staff screens; the header's role decides what everyone else sees. */
export const isStaff = (role: string | undefined) => role === 'moderator' || role === 'admin';

/**
 * docs/PRODUCT.md#trust-and-safety: staff screens exist only for moderators and admins. Everyone else gets the
 * ordinary not-found page, so the screen's existence is not advertised (the API answers 403).
 */
export function RequireModerator({ children }: { children: ReactNode }) {
  const info = useHeaderInfo();
  if (info.isPending) return <LoadingState />;
  if (info.isError) return <ErrorState message={MSG.genericError} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  return isStaff(info.data.role) ? <>{children}</> : <NotFoundPage />;
}
