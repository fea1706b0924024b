import type { AppContext } from '../../lib/context';
import { Outcome } from '../../lib/outcome';
import type { RouteHandlers } from '../../lib/route-table';
import { decide } from './decisions.service';
import { listAudit, listQueue } from './queue.service';
import { createLegalNotice, createReport } from './reports.service';

type ModerationKey = keyof typeof import('@okuryazar/shared').moderationApi;

export function moderationHandlers(ctx: AppContext): RouteHandlers<ModerationKey> {
  return {
    'POST /reports': (request) => createReport(ctx, request.user, request.body),
    'POST /legal-notices': (request) => createLegalNotice(ctx, request.body),
    'GET /moderation/reports': (request) => listQueue(ctx, request.user, request.query),
    'POST /moderation/decisions': async (request) => {
      const decision = await decide(ctx, request.user, request.body);
      return new Outcome(decision.result, decision.notifications);
    },
    'GET /moderation/audit': (request) => listAudit(ctx, request.user, request.query),
  };
}
