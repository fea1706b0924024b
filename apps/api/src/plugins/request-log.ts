import type { FastifyInstance } from 'fastify';

/** An answer slower than this is worth a line even when it succeeded. */
export const SLOW_REQUEST_MS = 500;

/**
 * One line per request that needs attention instead of two lines for every request:
 * 4xx and 5xx answers and slow ones at info, the rest only at debug. Fastify's own request
 * logging is switched off (`disableRequestLogging`), because formatting and writing two
 * lines per call cost more than the whole framework (DESIGN §5). The `req` serializer in
 * lib/log-serializers keeps query strings, headers and bodies out as before.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (statusCode >= 400 || responseTime >= SLOW_REQUEST_MS) {
      request.log.info({ req: request, res: { statusCode }, responseTime }, 'request completed');
    } else if (request.log.isLevelEnabled('debug')) {
      request.log.debug({ req: request, res: { statusCode }, responseTime }, 'request completed');
    }
    done();
  });
}
