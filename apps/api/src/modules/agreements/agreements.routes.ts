import { readFile } from 'node:fs/promises';
import type { accountApi } from '@okuryazar/shared';
import type { RouteHandlers } from '../../lib/route-table';
import { AgreementStore } from './agreements.service';

type AgreementsKey = Extract<keyof typeof accountApi, `${string} /agreements${string}`>;

/** Public: visitors read the agreements before signing up. */
export function agreementsHandlers(store = new AgreementStore()): RouteHandlers<AgreementsKey> {
  return {
    'GET /agreements': (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return store.all();
    },
    'GET /agreements/:key/document': async (request, reply) => {
      const file = await readFile(store.filePath(request.params.key));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        .header('content-disposition', `attachment; filename="${request.params.key}.docx"`)
        .send(file);
    },
  };
}
