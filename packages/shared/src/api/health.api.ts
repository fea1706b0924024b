import { z } from 'zod';
import { defineTaggedRoutes } from './contract';

export const readinessGapSchema = z.enum(['database', 'migrations', 'redis']);
export const notReadySchema = z.object({
  status: z.literal('not_ready'),
  missing: z.array(readinessGapSchema),
  message: z.string(),
});

/** Liveness, readiness and metrics for operators (docs/PRODUCT.md#operator-and-tool-contracts). */
export const healthApi = defineTaggedRoutes('health', {
  'GET /health': {
    auth: 'public',
    summary: 'Sunucu trafiği kabul ediyor mu',
    response: z.object({ status: z.literal('ok') }),
    errors: [],
  },
  'GET /ready': {
    auth: 'public',
    summary: 'Sunucu istek karşılamaya hazır mı (veritabanı, geçişler, Redis)',
    response: z.object({ status: z.literal('ready') }),
    errors: [503],
    errorBodies: { 503: notReadySchema },
  },
  'GET /metrics': {
    auth: 'public',
    summary:
      'Prometheus metinleri (yalnızca METRICS_TOKEN tanımlıyken ve taşıyıcı anahtar olarak gönderildiğinde; yoksa 404)',
    response: z.string(),
    errors: [404],
  },
});
