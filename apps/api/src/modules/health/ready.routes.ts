import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { readinessCheck } from './ready.service';

const notReady = z.object({ status: z.literal('not_ready'), missing: z.array(z.enum(['database', 'migrations', 'redis'])), message: z.string() });

export function readyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const check = readinessCheck(ctx);
  return async (app) => {
    app.get(
      '/ready',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['health'],
          summary: 'Sunucu istek karşılamaya hazır mı (veritabanı, geçişler, Redis)',
          response: { 200: z.object({ status: z.literal('ready') }), 503: notReady },
        },
      },
      async (_request, reply) => {
        const readiness = await check();
        return readiness.status === 'ready' ? readiness : reply.code(503).send(readiness);
      },
    );
  };
}
