import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookCard, DashboardResponse, ShelfList, ShelfPageResponse } from '@okuryazar/shared';
import { LIMITS, PAGE_SIZE } from '@okuryazar/shared';
import { call } from '../../lib/api';

export const dashboardQueryKey = ['dashboard'] as const;

/** The dashboard shelves, with the three public shelves capped on the client too (docs/PRODUCT.md#screens, #constants-and-limits). */
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

export const shelfPageKey = (shelf: ShelfList, page: number) => ['shelf', shelf, page] as const;

export function fetchShelfPage(shelf: ShelfList, page: number, signal?: AbortSignal): Promise<ShelfPageResponse> {
  const query = { page, pageSize: PAGE_SIZE };
  return shelf === 'new' ? call('GET /books/new', { query, signal }) : call('GET /books/popular', { query, signal });
}

/**
 * One page of a shared shelf in full ("Tümünü gör"). The page shown stays while the next one
 * loads, so paging does not flash a spinner over the grid.
 */
export function useShelfPage(shelf: ShelfList, page: number) {
  return useQuery({
    queryKey: shelfPageKey(shelf, page),
    queryFn: ({ signal }) => fetchShelfPage(shelf, page, signal),
    placeholderData: keepPreviousData,
  });
}
