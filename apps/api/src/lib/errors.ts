import { ERROR_CODES, MSG, type ErrorCode } from '@okuryazar/shared';

/**
 * An error a person should see: a status, a Turkish message and a machine code. `details`
 * are extra fields of the body, beside message and code, for a client that can act on
 * them (e.g. the stored chapter in a save conflict); they never override message or code.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode | string,
    readonly headers: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = MSG.badRequest, code: string = ERROR_CODES.VALIDATION) =>
  new AppError(400, message, code);
export const unauthorized = (message: string = MSG.unauthorized, code: string = ERROR_CODES.UNAUTHORIZED) =>
  new AppError(401, message, code);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message, ERROR_CODES.FORBIDDEN);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message, ERROR_CODES.NOT_FOUND);
export const conflict = (message: string, code: string, details: Record<string, unknown> = {}) =>
  new AppError(409, message, code, {}, details);
export const tooManyRequests = (retryAfterSeconds: number, message: string = MSG.tooManyAttempts) =>
  new AppError(429, message, ERROR_CODES.RATE_LIMITED, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
