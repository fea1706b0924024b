import { dashboardResponseSchema, errorBodySchema } from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { closeShelfCache } from '../../lib/shelf-cache';
import { requireUser } from '../../plugins/authentication';
import { getDashboard } from './dashboard.service';

export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The shelf cache's Redis subscriber (if any) goes with the app.
    app.addHook('onClose', () => closeShelfCache(ctx));
    app.get(
      '/dashboard/dashboard',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Kütüphaneniz, önerilenler, yeni çıkanlar ve popüler kitaplar rafları',
          security: [{ bearerAuth: [] }],
          response: { 200: dashboardResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => getDashboard(ctx, await requireUser(ctx, request)),
    );
  };
}
