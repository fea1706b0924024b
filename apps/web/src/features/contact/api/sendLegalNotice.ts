import { MSG, type LegalNoticeBody } from '@okuryazar/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api';

/**
 * POST /legal-notices: public, so no bearer token (a stale one must not log anyone out either).
 * The notice goes to the moderators; nothing the sender sees is cached.
 */
export function useSendLegalNotice() {
  return useMutation({
    mutationFn: (body: LegalNoticeBody) => call('POST /legal-notices', { body, auth: false }),
  });
}

/** The server's own words for a refused notice (400, 429 with when to retry); otherwise the generic text. */
export function legalNoticeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return MSG.genericError;
}
