import { Readable } from 'node:stream';
import { exportFileName } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { deleteAccount } from './account-deletion.service';
import { attachmentHeader, exportAccount } from './account-export.service';
import { getPrivacy, updatePrivacy } from './privacy.service';
import { addRelation, listRelations, removeRelation } from './relations.service';

type SafetyKey = keyof typeof import('@okuryazar/shared').safetyApi;

export function safetyHandlers(ctx: AppContext): RouteHandlers<SafetyKey> {
  return {
    'POST /blocks/:userId': (request) => addRelation(ctx, request.user, request.params.userId, 'block'),
    'DELETE /blocks/:userId': (request) => removeRelation(ctx, request.user, request.params.userId, 'block'),
    'GET /blocks': (request) => listRelations(ctx, request.user, 'block', request.query),
    'POST /mutes/:userId': (request) => addRelation(ctx, request.user, request.params.userId, 'mute'),
    'DELETE /mutes/:userId': (request) => removeRelation(ctx, request.user, request.params.userId, 'mute'),
    'GET /mutes': (request) => listRelations(ctx, request.user, 'mute', request.query),
    'GET /settings/privacy': (request) => getPrivacy(ctx, request.user),
    'PUT /settings/privacy': (request) => updatePrivacy(ctx, request.user, request.body),
    'GET /account/export': async (request, reply) => {
      const { username, body } = await exportAccount(ctx, request.user);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', attachmentHeader(exportFileName(username)))
        .header('cache-control', 'no-store')
        .send(Readable.from(body));
    },
    'DELETE /account': (request) => deleteAccount(ctx, request.user, request.body.password),
  };
}
