import { MODERATION_CODES, MODERATION_MSG, MSG, type CreateReportBody, type LegalNoticeBody } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import { legalNotices, reports } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-errors';
import type { AuthUser } from '../../lib/session';
import { authorize } from '../../policies/abilities';
import { loadTarget, visibleTo } from './targets';

/**
 * A report about anything a reader can see (docs/PRODUCT.md#trust-and-safety). Reporting one's own content is a 403
 * REPORT_OWN_CONTENT: the request is understood but not allowed, and the web never offers it.
 */
export async function createReport(ctx: AppContext, user: AuthUser, body: CreateReportBody) {
  const target = await loadTarget(ctx.db, body.targetType, body.targetId);
  if (!target) throw notFound(MODERATION_MSG.targetNotFound);
  authorize(user, 'report', target);
  if (!visibleTo(target, user, ctx.clock())) throw notFound(MODERATION_MSG.targetNotFound);
  try {
    const [row] = await ctx.db
      .insert(reports)
      .values({ reporterId: user.id, targetType: body.targetType, targetId: body.targetId, reason: body.reason, description: body.description, createdAt: new Date(ctx.clock()) })
      .returning({ id: reports.id });
    return { report_id: row!.id, message: MODERATION_MSG.reportCreated };
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError(409, MSG.reportDuplicate, MODERATION_CODES.REPORT_DUPLICATE);
    throw error;
  }
}

/** A notice under Law 5651 from anyone, signed in or not; the route limits it per address. */
export async function createLegalNotice(ctx: AppContext, body: LegalNoticeBody) {
  const [row] = await ctx.db
    .insert(legalNotices)
    .values({ ...body, createdAt: new Date(ctx.clock()) })
    .returning({ id: legalNotices.id });
  return { notice_id: row!.id, message: MODERATION_MSG.legalNoticeCreated };
}
