import { readFile } from 'node:fs/promises';
import { AGREEMENT_KEYS, agreementsResponseSchema } from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgreementStore } from './agreements.service';

/** Public: visitors read the agreements before signing up. */
export function agreementsRoutes(store = new AgreementStore()): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/agreements',
      { schema: { tags: ['static'], summary: 'Gizlilik politikası, kullanım şartları ve KVKK aydınlatma metni (HTML)', response: { 200: agreementsResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return store.all();
      },
    );
    app.get(
      '/agreements/:key/document',
      { schema: { tags: ['static'], summary: 'Sözleşmenin .docx dosyası', params: z.object({ key: z.enum(AGREEMENT_KEYS) }) } },
      async (request, reply) => {
        const file = await readFile(store.filePath(request.params.key));
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
          .header('content-disposition', `attachment; filename="${request.params.key}.docx"`)
          .send(file);
      },
    );
  };
}
