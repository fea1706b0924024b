import { errorBodySchema } from '@okuryazar/shared';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../lib/context';
import { enforceWriteLimit, type WriteAction } from '../lib/write-limits';
import { requireUser } from '../lib/session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts this route against the user's limit for the action (lib/write-limits.ts). */
    writeLimit?: WriteAction;
  }
}

/**
 * Gives every route declared with `config: { writeLimit }` one pre-handler that decides the
 * user from the token and counts the attempt before the handler writes anything. It runs
 * after validation, so a malformed body costs nothing, and a missing token is still a 401.
 */
export function writeLimitsPlugin(ctx: AppContext) {
  // Named: an anonymous plugin costs a stack trace (and a source-map parse) to name it.
  return fp(async function writeLimits(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const action = route.config?.writeLimit;
      if (!action) return;
      const limit = async (request: FastifyRequest) => {
        const user = await requireUser(ctx, request);
        await enforceWriteLimit(ctx.attempts, ctx.clock, action, user.id);
      };
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [limit as preHandlerHookHandler, ...existing];
      // Document the answer in OpenAPI and serialize it like every other error.
      route.schema = { ...route.schema, response: { ...(route.schema?.response as object | undefined), 429: errorBodySchema } };
    });
  });
}
