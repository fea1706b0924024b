import { errorBodySchema, headerInfoSchema } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { publicFileUrl } from '../../lib/file-urls';
import { unauthorized } from '../../lib/errors';
import { requireUser } from '../../plugins/authentication';
import { roleOf } from '../../policies/moderation';

export function headerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/header/headerInfo',
      {
        schema: {
          tags: ['header'],
          summary: 'Üst çubuktaki kullanıcı adı ve profil fotoğrafı',
          security: [{ bearerAuth: [] }],
          response: { 200: headerInfoSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const user = await requireUser(ctx, request);
        const [row] = await ctx.db
          .select({ username: users.username, profileImageUrl: users.profileImageUrl, role: users.role })
          .from(users)
          .where(eq(users.id, user.id));
        if (!row) throw unauthorized();
        return { username: row.username, profile_image_url: publicFileUrl(ctx.config, row.profileImageUrl), role: roleOf(row.role) };
      },
    );
  };
}
