/**
 * The paging options of an infinite query paged by a keyset cursor (`?before=` / `?after=` an
 * id): the first page has no cursor, and each page names the next one, or none at the end.
 * Spread into `useInfiniteQuery` beside the key and the query's own options.
 */
export function cursorPaging<TPage>(
  fetchPage: (cursor: number | undefined, signal: AbortSignal) => Promise<TPage>,
  next: (last: TPage) => number | null | undefined,
) {
  return {
    queryFn: ({ pageParam, signal }: { pageParam: number | undefined; signal: AbortSignal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: TPage) => next(last) ?? undefined,
  };
}
