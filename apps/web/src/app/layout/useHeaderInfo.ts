import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/useSession';

/** docs/PRODUCT.md#screens: header info (username, profile image) is loaded when the logged-in header shows. */
export function useHeaderInfo() {
  const session = useSession();
  return useQuery({
    queryKey: ['headerInfo', session?.userId],
    queryFn: ({ signal }) => call('GET /header/headerInfo', { signal }),
    enabled: session !== null,
    staleTime: 5 * 60_000,
  });
}
