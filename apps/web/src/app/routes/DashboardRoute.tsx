import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components';

// The dashboard feature is built separately; it is loaded on demand.
const DashboardPage = lazy(() =>
  import('../../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);

export function DashboardRoute() {
  return (
    <Suspense fallback={<LoadingState />}>
      <DashboardPage />
    </Suspense>
  );
}
