import type { healthApi } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import type { Metrics } from '../../plugins/metrics';
import { readinessCheck } from './ready.service';

export function healthHandlers(ctx: AppContext, metrics: Metrics | undefined): RouteHandlers<keyof typeof healthApi> {
  const check = readinessCheck(ctx);
  return {
    'GET /health': () => ({ status: 'ok' as const }),
    'GET /ready': async (_request, reply) => {
      const readiness = await check();
      return readiness.status === 'ready' ? readiness : reply.code(503).send(readiness);
    },
    // Without METRICS_TOKEN, or without it as the bearer token, the call answers exactly like
    // an unknown address, so it gives nothing away.
    'GET /metrics': async (request, reply) => {
      if (!metrics?.authorized(request)) {
        reply.callNotFound();
        return reply;
      }
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
    },
  };
}
