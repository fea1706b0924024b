import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** Existing tags starting with what was typed (docs/PRODUCT.md#discovery), for a tag field's suggestions. */
export function useTagSuggestions(prefix: string) {
  return useQuery({
    queryKey: ['tags', 'suggest', prefix] as const,
    queryFn: ({ signal }) => call('GET /tags', { query: { q: prefix }, signal }),
    enabled: prefix.length > 0,
    staleTime: 60_000,
  });
}
