import { dashboardResponseSchema } from '../book-schemas';
import { defineRoutes } from './contract';

/** The signed-in home page's shelves (SPEC §7 Dashboard). */
export const dashboardApi = defineRoutes({
  'GET /dashboard/dashboard': {
    auth: 'user',
    tags: ['dashboard'],
    summary: 'Kütüphaneniz, önerilenler, yeni çıkanlar ve popüler kitaplar rafları',
    response: dashboardResponseSchema,
    errors: [],
  },
});
