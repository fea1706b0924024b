import { lazy, Suspense } from 'react';
import { DashboardSkeleton } from '../../features/dashboard/ShelvesSkeleton';

// The dashboard feature is built separately; it is loaded on demand. Meanwhile its greeting
// and the shelves' shapes show, as they do while the shelves load.
const DashboardPage = lazy(() =>
  import('../../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);

export function DashboardRoute() {
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <DashboardPage />
    </Suspense>
  );
}
