import { useQuery } from '@tanstack/react-query';
import type { BookCard, DashboardResponse } from '@okuryazar/shared';
import { LIMITS } from '@okuryazar/shared';
import { call } from '../../lib/api';

export const dashboardQueryKey = ['dashboard'] as const;

/** The dashboard shelves, with the three public shelves capped on the client too (SPEC §2, §9). */
export function normalizeDashboard(data: DashboardResponse): DashboardResponse {
  const cap = (list: BookCard[] | undefined) => (list ?? []).slice(0, LIMITS.dashboardShelfSize);
  return {
    yourLibrary: data.yourLibrary ?? [],
    recommended: cap(data.recommended),
    newReleases: cap(data.newReleases),
    popular: cap(data.popular),
  };
}

export function fetchDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return call('GET /dashboard/dashboard', { signal });
}

/** The shelves (bearer). A 401 is handled by the client (clears session, goes to /login). */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => fetchDashboard(signal),
    select: normalizeDashboard,
  });
}
