import { call } from '../../lib/api';
import { useAccountQuery } from '../../lib/useAccountQuery';

/** docs/PRODUCT.md#screens: header info (username, profile image) is loaded when the logged-in header shows. */
export function useHeaderInfo() {
  return useAccountQuery((userId) => ['headerInfo', userId], (signal) => call('GET /header/headerInfo', { signal }), {
    staleTime: 5 * 60_000,
  });
}
