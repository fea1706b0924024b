import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BookCard, ContinueReadingItem, DashboardResponse, ShelfList, ShelfPageResponse } from '@okuryazar/shared';
import { LIMITS, nextCursor, PAGE_SIZE } from '@okuryazar/shared';
import { call } from '../../lib/api';
import { cursorPaging } from '../../lib/cursorPaging';

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

/** "Okumaya devam et": the stories the reader has progress in, most recent first. */
export const continueReadingKeys = {
  shelf: ['continue-reading', 'shelf'] as const,
  all: ['continue-reading', 'all'] as const,
};

/** Books in the full list's pages ("Tümünü gör"). */
export const CONTINUE_READING_PAGE_SIZE = PAGE_SIZE;

export function fetchContinueReading(limit: number, before?: number, signal?: AbortSignal): Promise<ContinueReadingItem[]> {
  return call('GET /bookReader/continue-reading', { query: { limit, before }, signal });
}

/**
 * The dashboard's shelf: one more than it shows, which says whether "Tümünü gör" has more.
 * Always fresh on the way back from reading (staleTime 0): a chapter just read moves its story first.
 */
export function useContinueReadingShelf() {
  return useQuery({
    queryKey: continueReadingKeys.shelf,
    queryFn: ({ signal }) => fetchContinueReading(LIMITS.continueReadingShelfSize + 1, undefined, signal),
    staleTime: 0,
  });
}

/** /okumaya-devam-et: every story with progress, a page at a time as the list's end nears. */
export function useContinueReadingPages() {
  return useInfiniteQuery({
    queryKey: continueReadingKeys.all,
    ...cursorPaging(
      (before, signal) => fetchContinueReading(CONTINUE_READING_PAGE_SIZE, before, signal),
      (lastPage) => nextCursor(lastPage, (item) => item.book.book_id, CONTINUE_READING_PAGE_SIZE),
    ),
    staleTime: 0,
  });
}

/** "Yükselenler" (docs/PRODUCT.md#rising-stories): all categories, or one. */
export const trendingKeys = {
  shelf: ['trending', 'shelf'] as const,
  page: (category: number | null) => ['trending', 'page', category] as const,
};

/** The dashboard's "Yükselenler" shelf: the first few of the ranking. */
export function useTrendingShelf() {
  return useQuery({
    queryKey: trendingKeys.shelf,
    queryFn: ({ signal }) => call('GET /trending', { query: { pageSize: LIMITS.dashboardShelfSize }, signal }),
    select: (page) => page.books,
  });
}

/** The ranking in full, 24 a page, for one category or all. */
export function useTrendingPages(category: number | null) {
  return useInfiniteQuery({
    queryKey: trendingKeys.page(category),
    queryFn: ({ pageParam, signal }) => call('GET /trending', { query: { page: pageParam, ...(category === null ? {} : { category }) }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: ShelfPageResponse) => (last.has_more ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
