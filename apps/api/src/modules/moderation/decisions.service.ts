import {
  MODERATION_MSG,
  REPORT_TARGET_LABELS,
  type ModerationDecisionBody,
  type ReportTargetType,
} from '@okuryazar/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { Tx } from '../../db/client';
import { legalNotices, moderationDecisions, reports, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { invalidateShelves } from '../../lib/shelf-cache';
import { invalidateContent } from '../../lib/content-cache-bus';
import { chapterTextKey } from '../reader/chapter-text';
import { chapterListKey } from '../books/chapter-list';
import type { AuthUser } from '../../lib/session';
import { authorize } from '../../policies/abilities';
import { endSessionsAfterCommit } from '../realtime/end-sessions';
import { loadModerator } from '../../policies/moderation';
import { createNotifications, type NotificationInput, type StoredNotification } from '../notifications/notify';
import { noticeSubjectAuthor } from './notice-subject';
import { removeContent } from './remove-content';
import { notifyReportersReviewed } from './reviewed-notices';
import { suspensionEndText } from './suspension';
import { loadTarget, type ModerationTarget } from './targets';
import { PARAGRAPH_COUNTS_PREFIX } from '../reader/paragraph-counts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DecisionResult {
  result: { decision_id: number; resolved_reports: number; message: string };
  notifications: StoredNotification[];
  /** Set when an author was suspended (their sockets are ended by a job queued with the decision). */
  suspended: { userId: number; tokenVersion: number } | null;
  /** A story or chapter changed publication: the shelf cache is stale. */
  shelvesChanged: boolean;
}

/**
 * A moderator's decision on a target (docs/PRODUCT.md#trust-and-safety), in one transaction: the action, every
 * open report on the target resolved, the author told of a removal or suspension, each
 * reporter told only that the report was reviewed, and the audit row.
 */
export async function decide(ctx: AppContext, user: AuthUser, body: ModerationDecisionBody): Promise<DecisionResult> {
  const moderator = await loadModerator(ctx.db, user);
  const now = new Date(ctx.clock());
  if (body.targetType === 'legal_notice') return decideLegalNotice(ctx, moderator, body, now);
  const targetType: ReportTargetType = body.targetType;
  if (body.action === 'remove' && targetType === 'user') throw badRequest(MODERATION_MSG.actionInvalid);

  const outcome = await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, targetType, body.targetId);
    if (!target) throw notFound(MODERATION_MSG.targetNotFound);
    authorize(moderator, 'decideOn', target);

    const notices: NotificationInput[] = [];
    let suspended: DecisionResult['suspended'] = null;
    let removed = false;
    if (body.action === 'remove' || body.action === 'suspend_author') {
      removed = await removeContent(tx, target, now);
      if (removed && body.action === 'remove') {
        notices.push({
          ...moderationNotice(target.authorId, MODERATION_MSG.removedNotice(REPORT_TARGET_LABELS[targetType], body.note)),
          ...removedContentLink(target),
        });
      }
    }
    if (body.action === 'suspend_author') {
      suspended = await suspend(tx, moderator, target.authorId, body.suspendDays, now);
      const until = body.suspendDays ? new Date(now.getTime() + body.suspendDays * DAY_MS) : null;
      notices.push(moderationNotice(target.authorId, MODERATION_MSG.suspendedNotice(suspensionEndText(until), body.note)));
    }

    const resolved = await tx
      .update(reports)
      .set({ resolvedAt: now })
      .where(and(eq(reports.targetType, targetType), eq(reports.targetId, body.targetId), isNull(reports.resolvedAt)))
      .returning({ one: sql`1` });
    // The reporters hear in batches after the commit, however many (a deleted account's
    // reports stay without their reporter: nobody to tell).
    if (resolved.length > 0) await notifyReportersReviewed(tx, { targetType, targetId: body.targetId, resolvedAt: now.toISOString(), authorId: target.authorId }, now);

    const decisionId = await recordDecision(tx, moderator, body, now);
    // createNotifications keeps one notice per recipient: the author's comes first.
    const notifications = await createNotifications(tx, notices);
    return {
      result: { decision_id: decisionId, resolved_reports: resolved.length, message: 'Karar kaydedildi.' },
      notifications,
      suspended,
      shelvesChanged: (removed && (targetType === 'story' || targetType === 'chapter')) || suspended !== null,
      commentRemoved: removed && targetType === 'comment',
      removedKey: !removed ? null : targetType === 'chapter' ? chapterTextKey(body.targetId) : targetType === 'story' ? chapterListKey(body.targetId) : null,
    };
  });
  if (outcome.shelvesChanged) await invalidateShelves(ctx);
  // A removed chapter's text or story's list is never served again (the reader statement
  // reads publication live); dropping them frees the memory on every instance now.
  if (outcome.removedKey) await invalidateContent(ctx, { keys: [outcome.removedKey] });
  // A removed comment may have been counted beside its paragraph (reader/paragraph-counts.ts); removals are rare.
  if (outcome.commentRemoved) await invalidateContent(ctx, { prefixes: [PARAGRAPH_COUNTS_PREFIX] });
  return outcome;
}

function moderationNotice(userId: number, content: string): NotificationInput {
  return { userId, senderId: null, type: 'moderation', content };
}

/**
 * What a removal notice links to, so opening it shows the author the read-only view marked
 * "Kaldırıldı" (docs/PRODUCT.md#trust-and-safety): a story → its management page; a chapter → the same page at the
 * chapter; a comment → the chapter at the comment; a post → the author's own page. A post
 * comment, a message or a profile has no page of its own to open.
 */
function removedContentLink(target: ModerationTarget): Pick<NotificationInput, 'bookId' | 'chapterId' | 'commentId' | 'postId'> {
  switch (target.type) {
    case 'story':
    case 'chapter':
      return { bookId: target.bookId, chapterId: target.chapterId };
    case 'comment':
      return { bookId: target.bookId, chapterId: target.chapterId, commentId: target.id };
    case 'post':
      return { postId: target.id };
    default:
      return {};
  }
}

/**
 * Suspends an account: login refused until the end (none: indefinitely), every token ended
 * by raising token_version, and the author's content hidden while suspended_at is set.
 */
async function suspend(tx: Tx, moderator: AuthUser, userId: number, days: number | undefined, now: Date) {
  const [author] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!author) throw notFound(MODERATION_MSG.targetNotFound);
  authorize(moderator, 'suspend', author);
  const [row] = await tx
    .update(users)
    .set({
      suspendedAt: now,
      suspendedUntil: days ? new Date(now.getTime() + days * DAY_MS) : null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  // Their open sockets close once this commits, on every instance.
  await endSessionsAfterCommit(tx, userId, row!.tokenVersion, now);
  return { userId, tokenVersion: row!.tokenVersion };
}

async function recordDecision(tx: Tx, moderator: AuthUser, body: ModerationDecisionBody, now: Date): Promise<number> {
  const [row] = await tx
    .insert(moderationDecisions)
    .values({
      moderatorId: moderator.id,
      targetType: body.targetType,
      targetId: body.targetId,
      action: body.action,
      note: body.note,
      suspendDays: body.action === 'suspend_author' ? (body.suspendDays ?? null) : null,
      createdAt: now,
    })
    .returning({ id: moderationDecisions.id });
  return row!.id;
}

/**
 * A legal notice is closed as reviewed; the content it names is acted on through its own
 * report. A notice about a moderator's own content (its address names their story, chapter,
 * comment or page: notice-subject.ts) is decided by another moderator, as a report is.
 */
async function decideLegalNotice(ctx: AppContext, moderator: AuthUser, body: ModerationDecisionBody, now: Date): Promise<DecisionResult> {
  return ctx.db.transaction(async (tx) => {
    const [notice] = await tx.select({ url: legalNotices.url }).from(legalNotices).where(eq(legalNotices.id, body.targetId)).for('update');
    if (!notice) throw notFound();
    authorize(moderator, 'decideOn', { authorId: await noticeSubjectAuthor(tx, notice.url) });
    const done = await tx.update(legalNotices).set({ resolvedAt: now }).where(eq(legalNotices.id, body.targetId)).returning({ id: legalNotices.id });
    if (done.length === 0) throw notFound();
    const decisionId = await recordDecision(tx, moderator, body, now);
    return { result: { decision_id: decisionId, resolved_reports: 1, message: 'Karar kaydedildi.' }, notifications: [], suspended: null, shelvesChanged: false };
  });
}
