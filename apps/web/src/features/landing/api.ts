import { LIMITS, type FeaturedBook } from '@okuryazar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** GET /books/featured: public, the most read stories a visitor may see (with covers). */
export const featuredBooksQuery = {
  queryKey: ['books', 'featured'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<FeaturedBook[]>('/books/featured', { signal, auth: false }),
  staleTime: LIMITS.featuredCacheSeconds * 1000,
};

export function useFeaturedBooks() {
  return useQuery(featuredBooksQuery);
}
