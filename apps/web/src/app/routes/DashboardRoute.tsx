import { suspended } from '../../components';
import { DashboardSkeleton } from '../../features/dashboard/ShelvesSkeleton';
import { lazyNamed } from '../../lib/lazyPage';

// The dashboard feature is built separately; it is loaded on demand. Meanwhile its greeting
// and the shelves' shapes show, as they do while the shelves load.
const DashboardPage = lazyNamed(() => import('../../features/dashboard/DashboardPage'), 'DashboardPage');

export function DashboardRoute() {
  return suspended(<DashboardPage />, <DashboardSkeleton />);
}
