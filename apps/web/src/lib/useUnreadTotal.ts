import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSession } from './useSession';

/**
 * An unread total for a header badge (messages, notifications): asked only when signed in and
 * kept a minute, since live frames raise it in between (features/live). 0 until known.
 */
export function useUnreadTotal(
  queryKey: QueryKey,
  fetchCount: (signal: AbortSignal) => Promise<{ count: number }>,
): number {
  const session = useSession();
  const { data } = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchCount(signal),
    enabled: session !== null,
    staleTime: 60_000,
  });
  return data && typeof data.count === 'number' && data.count > 0 ? data.count : 0;
}
