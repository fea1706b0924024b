import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** An answer slower than this is worth a line even when it succeeded. */
export const SLOW_REQUEST_MS = 500;

/**
 * One line per request that needs attention instead of two lines for every request:
 * 4xx and 5xx answers and slow ones at info (errors at error), nothing for a fast success
 * unless the level is debug. Formatting and writing two lines per call cost more than the
 * whole framework (docs/PRODUCT.md#budgets). The `req` serializer in lib/log-serializers keeps query
 * strings, headers and bodies out as before.
 */
export class QuietRequestLog extends LogController {
  constructor(private readonly everyRequest: boolean) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.everyRequest) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 400 || responseTime >= SLOW_REQUEST_MS) {
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    } else if (this.everyRequest) {
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}

/** The log controller for a server logging at `level`. */
export function requestLogController(level: string): LogController {
  return new QuietRequestLog(level === 'debug' || level === 'trace');
}
