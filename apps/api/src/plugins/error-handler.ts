import { ERROR_CODES, MSG } from '@okuryazar/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

/**
 * One error handler for the whole API: every failure becomes `{message, code}` in Turkish
 * with a 4xx or 5xx, and a stack trace never reaches the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ ...error.details, message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message && !/^Invalid input/i.test(first.message) ? first.message : MSG.badRequest;
      return reply.code(400).send({ message, code: ERROR_CODES.VALIDATION });
    }
    const fe = error as FastifyError;
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status === 429) {
      return reply.code(429).send({ message: MSG.tooManyAttempts, code: ERROR_CODES.RATE_LIMITED });
    }
    if (status === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_PARTS_LIMIT') {
      return reply.code(413).send({ message: MSG.payloadTooLarge, code: ERROR_CODES.PAYLOAD_TOO_LARGE });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a bad multipart body and the like.
      request.log.info({ err: fe, route: request.routeOptions.url }, 'client error');
      return reply.code(status).send({ message: MSG.badRequest, code: ERROR_CODES.VALIDATION });
    }
    // The err serializer keeps the codes and drops the message (it may carry SQL parameters).
    request.log.error({ err: error, route: request.routeOptions.url, method: request.method }, 'unhandled error');
    return reply.code(500).send({ message: MSG.serverError, code: ERROR_CODES.INTERNAL });
  });

}
