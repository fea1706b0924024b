import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/**
 * DELETE /account. A wrong password answers 401, which must keep the dialog open instead of
 * logging out; on success the caller logs out, which empties the whole cache.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => call('DELETE /account', { body: { password }, redirectOn401: false }),
  });
}
