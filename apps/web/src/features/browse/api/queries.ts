import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiResult, LibrarySort, LibraryStatus, StoryListFilter } from '@okuryazar/shared';
import { LIBRARY_PAGE_SIZE, PAGE_SIZE } from '@okuryazar/shared';
import { call } from '../../../lib/api';

/**
 * Browsing calls (docs/PRODUCT.md#api-browsing-and-library): categories, the book page, the library and search.
 * Each screen's query hooks live here so the keys stay in one place.
 */

export type Category = ApiResult<'GET /categories/:id'>;

export type SearchAuthor = ApiResult<'GET /search/search'>['authors'][number];

export const browseKeys = {
  category: (id: number) => ['category', id] as const,
  categoryBooks: (id: number, filter: StoryListFilter) => ['category', id, 'books', filter] as const,
  book: (id: number) => ['book', id] as const,
  recommendations: (id: number) => ['book', id, 'recommendations'] as const,
  library: ['library'] as const,
  libraryPages: (query: string, sort: LibrarySort, status: LibraryStatus | undefined) => ['library', 'books', sort, query, status ?? 'all'] as const,
  search: (query: string, filter: { tags?: string; exclude?: string } = {}) => ['search', query, filter] as const,
  isFollowing: (me: number, authorId: number) => ['isFollowing', me, authorId] as const,
};

export { parseId } from '../../../lib/ids';

export { isNotFound } from '../../../lib/api';

// ---- Category -----------------------------------------------------------------------------

export function useCategory(id: number | null) {
  return useQuery({
    queryKey: browseKeys.category(id ?? 0),
    queryFn: ({ signal }) => call('GET /categories/:id', { params: { id: id! }, signal }),
    enabled: id !== null,
    staleTime: 10 * 60_000,
  });
}

/**
 * GET /categories/{id}/books?page=N&pageSize=24 with the page's sort and filters; a page
 * shorter than pageSize is the last.
 */
export function useCategoryBooks(id: number | null, enabled: boolean, filter: StoryListFilter) {
  return useInfiniteQuery({
    queryKey: browseKeys.categoryBooks(id ?? 0, filter),
    queryFn: ({ pageParam, signal }) =>
      call('GET /categories/:id/books', { params: { id: id! }, query: { page: pageParam, pageSize: PAGE_SIZE, ...filter }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, allPages) => (lastPage.length < PAGE_SIZE ? undefined : allPages.length + 1),
    enabled: id !== null && enabled,
  });
}

// ---- Book page ----------------------------------------------------------------------------

export function useBookPage(id: number | null) {
  return useQuery({
    queryKey: browseKeys.book(id ?? 0),
    queryFn: ({ signal }) => call('GET /books/:bookId', { params: { bookId: id! }, signal }),
    enabled: id !== null,
  });
}

export function useRecommendations(id: number) {
  return useQuery({
    queryKey: browseKeys.recommendations(id),
    queryFn: ({ signal }) => call('GET /books/:bookId/recommendations', { params: { bookId: id }, signal }),
  });
}


// ---- Library ------------------------------------------------------------------------------

/**
 * GET /library/books?q=&sort=&page=N&pageSize=24: the library a page at a time, searched and
 * sorted on the server (a library may hold tens of thousands of books). `query` is the title
 * search as typed (trimmed here; the server folds it). Every key starts with browseKeys.library,
 * so adding or removing a book anywhere refreshes them all.
 */
export function useLibraryPages(query: string, sort: LibrarySort, enabled = true, status?: LibraryStatus) {
  const q = query.trim();
  return useInfiniteQuery({
    queryKey: browseKeys.libraryPages(q, sort, status),
    queryFn: ({ pageParam, signal }) =>
      call('GET /library/books', { query: { ...(q ? { q } : {}), ...(status ? { status } : {}), sort, page: pageParam, pageSize: LIBRARY_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.has_more ? lastPage.page + 1 : undefined),
    staleTime: 0,
    enabled,
    // While another search or order loads, the books shown stay on screen (dimmed).
    placeholderData: keepPreviousData,
  });
}

// ---- Search -------------------------------------------------------------------------------

/** `filter`: the tag filter's lists (TagFilter.tsx); a changed filter keeps the results on screen until the new ones arrive. */
export function useSearch(query: string, filter: { tags?: string; exclude?: string } = {}) {
  return useQuery({
    queryKey: browseKeys.search(query, filter),
    queryFn: ({ signal }) => call('GET /search/search', { query: { query, ...filter }, signal }),
    enabled: query.length > 0,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === query ? previous : undefined),
  });
}

export function useIsFollowing(me: number | null, authorId: number) {
  return useQuery({
    queryKey: browseKeys.isFollowing(me ?? 0, authorId),
    queryFn: ({ signal }) => call('GET /search/isFollowing/:userId/:authorId', { params: { userId: me ?? 0, authorId }, signal }),
    enabled: me !== null && me !== authorId,
    staleTime: 0,
  });
}

