import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSession } from './useSession';

/**
 * A query of the signed-in account's own data: keyed by its user id (another account never
 * sees this one's cache) and asked only while someone is signed in (and `enabled`).
 */
export function useAccountQuery<T>(
  key: (userId: number | undefined) => QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
  { enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {},
) {
  const session = useSession();
  return useQuery({
    queryKey: key(session?.userId),
    queryFn: ({ signal }) => fetch(signal),
    enabled: enabled && session !== null,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
