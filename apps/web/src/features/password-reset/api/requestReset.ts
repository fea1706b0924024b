import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** POST /reset-password/send-reset-email, without a bearer token; it changes nothing cached. */
export function useRequestReset() {
  return useMutation({
    mutationFn: (body: { email: string }) => call('POST /reset-password/send-reset-email', { body, auth: false }),
  });
}
