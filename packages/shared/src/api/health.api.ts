import { z } from 'zod';
import { defineRoutes } from './contract';

export const healthApi = defineRoutes({
  'GET /health': {
    auth: 'public',
    tags: ['health'],
    summary: 'Sunucu trafiği kabul ediyor mu',
    response: z.object({ status: z.literal('ok') }),
    errors: [],
  },
});
