import { errorBodySchema, profileImageResponseSchema, settingsSchema, updateSettingsBodySchema, updateSettingsResponseSchema } from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { bearerSecurity } from '../../lib/route-schemas';
import { requireUser } from '../../plugins/authentication';
import { getSettings, updateProfileImage, updateSettings } from './settings.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema };

export function settingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/setting',
      { schema: { tags: ['settings'], summary: 'Hesap ayarları', security: bearerSecurity, response: { 200: settingsSchema, ...errors } } },
      async (request) => getSettings(ctx, await requireUser(ctx, request)),
    );
    app.put(
      '/setting',
      {
        schema: {
          tags: ['settings'],
          summary: 'Ayarları kaydeder (mevcut şifre gerekir; yeni şifre password_hash alanında)',
          security: bearerSecurity,
          body: updateSettingsBodySchema,
          response: { 200: updateSettingsResponseSchema, ...errors },
        },
      },
      async (request) => updateSettings(ctx, await requireUser(ctx, request), request.body),
    );
    app.put(
      '/setting/image',
      {
        schema: {
          tags: ['settings'],
          summary: 'Profil fotoğrafı (multipart: profile_image_url dosyası ya da removeImage=true)',
          consumes: ['multipart/form-data'],
          security: bearerSecurity,
          response: { 200: profileImageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = await requireUser(ctx, request);
        const { fields, file } = await readMultipart(request, 'profile_image_url');
        return updateProfileImage(ctx, user, fields, file);
      },
    );
  };
}
