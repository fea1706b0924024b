import { storyListFilterSchema, type StoryListFilter } from '@okuryazar/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../../lib/router';

const DEFAULT_SORT: StoryListFilter['sort'] = 'popular';

/** The filter a URL asks for; a value the API would refuse is dropped, not sent. */
export function filterFromParams(params: URLSearchParams): StoryListFilter {
  const pick = <K extends keyof StoryListFilter>(name: K) => {
    const parsed = storyListFilterSchema.shape[name].safeParse(params.get(name) ?? undefined);
    return parsed.success ? (parsed.data as StoryListFilter[K]) : undefined;
  };
  const filter: StoryListFilter = { sort: pick('sort') ?? DEFAULT_SORT };
  const status = pick('status');
  const length = pick('length');
  if (status) filter.status = status;
  if (length) filter.length = length;
  return filter;
}

/**
 * The category page's sort and filters, kept in the URL (`?sort=&status=&length=`) so a
 * link, a reload and the back button show the same list. Defaults stay out of the URL.
 */
export function useStoryListFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const update = useCallback(
    (changes: Partial<Record<keyof StoryListFilter, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (!value || (name === 'sort' && value === DEFAULT_SORT)) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const isFiltered = filter.status !== undefined || filter.length !== undefined;
  return { filter, update, isFiltered, clear: () => update({ status: '', length: '' }) };
}
