import { ApiError } from '../../lib/api';
import { LIMITS, MSG, RESET_EMAIL_DOMAINS, emailDomainAllowed } from '@okuryazar/shared';

/** SPEC §5: the reset request accepts the 12 reset domains; anything else is MSG.invalidEmail. */
export function resetEmailError(email: string): string | null {
  const value = email.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(value) || !emailDomainAllowed(value, RESET_EMAIL_DOMAINS)) return MSG.invalidEmail;
  return null;
}

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/** SPEC §5: at least 6 characters, and both entries equal. */
export function newPasswordErrors(password: string, confirm: string): NewPasswordErrors {
  if (password.length < LIMITS.minPasswordLength) return { password: MSG.passwordTooShort };
  if (password !== confirm) return { confirm: MSG.newPasswordsMismatch };
  return {};
}

/** SPEC §8: a bad domain answers 400 with its own message; rate limits say when to retry; anything else is the generic text. */
export function resetRequestErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message) return error.message;
  return MSG.resetSendError;
}

/** True for a used, expired or unknown link (400 RESET_TOKEN_INVALID). */
export function isInvalidLink(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID';
}
