import { MSG } from '@okuryazar/shared';
import { ApiError } from '../../lib/api';

/** docs/PRODUCT.md#error-messages: a bad domain answers 400 with its own message; rate limits say when to retry; anything else is the generic text. */
export function resetRequestErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message) return error.message;
  return MSG.resetSendError;
}

/** True for a used, expired or unknown link (400 RESET_TOKEN_INVALID). */
export function isInvalidLink(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID';
}
