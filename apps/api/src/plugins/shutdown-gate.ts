import { ERROR_CODES, MSG } from '@okuryazar/shared';
import type { FastifyInstance } from 'fastify';

/**
 * While the app closes, Fastify finishes the requests in flight; one that arrives meanwhile
 * (on a kept-alive connection, or whose headers were still on their way) is refused like every
 * other error: 503 with `{message, code}` in Turkish, and its connection closes. Fastify's own
 * `return503OnClosing` answers in English with a shape of its own.
 * A callback hook: it runs on every request (issue 10's floor).
 */
export function installShutdownGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply.code(503).header('connection', 'close').send({ message: MSG.unavailable, code: ERROR_CODES.UNAVAILABLE });
  });
}
