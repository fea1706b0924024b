import type { FastifyPluginAsync } from 'fastify';
import type { Metrics } from '../../plugins/metrics';

/**
 * GET /api/metrics in the Prometheus text format, registered only when METRICS_TOKEN is set.
 * Without the token it answers exactly like an unknown address (404 and its body), so the
 * route gives nothing away.
 */
export function metricsRoutes(metrics: Metrics): FastifyPluginAsync {
  return async (app) => {
    app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
      if (!metrics.authorized(request)) return reply.callNotFound();
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
    });
  };
}
