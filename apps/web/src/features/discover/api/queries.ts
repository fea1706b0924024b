import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const authorsBooksKey = ['discover', 'authors-books'] as const;

/** GET /discover/authors-books → suggested authors and trending books for the sidebar. */
export function useAuthorsBooks() {
  return useQuery({
    queryKey: authorsBooksKey,
    queryFn: ({ signal }) => call('GET /discover/authors-books', { signal }),
  });
}
