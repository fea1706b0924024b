import { ERROR_CODES, MSG, type ErrorCode } from '@okuryazar/shared';

/** An error a person should see: a status, a Turkish message and a machine code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode | string,
    readonly headers: Record<string, string> = {},
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
export const conflict = (message: string, code: string) => new AppError(409, message, code);
export const tooManyRequests = (retryAfterSeconds: number, message: string = MSG.tooManyAttempts) =>
  new AppError(429, message, ERROR_CODES.RATE_LIMITED, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
