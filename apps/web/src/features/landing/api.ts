import { LIMITS } from '@okuryazar/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** GET /books/featured: public, the most read stories a visitor may see (with covers). */
export const featuredBooksQuery = {
  queryKey: ['books', 'featured'],
  queryFn: ({ signal }: { signal: AbortSignal }) => call('GET /books/featured', { signal, auth: false }),
  staleTime: LIMITS.featuredCacheSeconds * 1000,
};

export function useFeaturedBooks() {
  return useQuery(featuredBooksQuery);
}
