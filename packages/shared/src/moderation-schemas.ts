import { z } from 'zod';
import { dbId } from './ids';
import { MSG } from './messages';
import {
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  MODERATION_MSG,
  QUEUE_TARGET_TYPES,
  REPORT_REASON_KEYS,
  REPORT_TARGET_TYPES,
  USER_ROLES,
} from './moderation';
import { pageLimitSchema } from './paging-schemas';

const description = z.string().trim().max(MODERATION_LIMITS.descriptionMax, MSG.reportTooLong).default('');

export const createReportBodySchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: MODERATION_MSG.targetTypeInvalid }),
  targetId: dbId(MODERATION_MSG.targetNotFound),
  reason: z.enum(REPORT_REASON_KEYS, { error: MSG.reportReasonRequired }),
  description,
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;
export const createReportResponseSchema = z.object({ report_id: z.number().int(), message: z.string() });

const httpUrl = z
  .string({ error: MODERATION_MSG.legalUrlInvalid })
  .trim()
  .max(MODERATION_LIMITS.legalUrlMax, MODERATION_MSG.legalUrlInvalid)
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), MODERATION_MSG.legalUrlInvalid);

export const legalNoticeBodySchema = z.object({
  name: z
    .string({ error: MODERATION_MSG.legalNameRequired })
    .trim()
    .min(1, MODERATION_MSG.legalNameRequired)
    .max(MODERATION_LIMITS.legalNameMax, MODERATION_MSG.legalNameTooLong),
  email: z.string({ error: MSG.invalidEmail }).trim().max(254, MSG.invalidEmail).pipe(z.email({ error: MSG.invalidEmail })),
  url: httpUrl,
  description: z
    .string({ error: MODERATION_MSG.legalDescriptionRequired })
    .trim()
    .min(1, MODERATION_MSG.legalDescriptionRequired)
    .max(MODERATION_LIMITS.legalDescriptionMax, MODERATION_MSG.legalDescriptionTooLong),
});
export type LegalNoticeBody = z.infer<typeof legalNoticeBodySchema>;
export const legalNoticeResponseSchema = z.object({ notice_id: z.number().int(), message: z.string() });

/** Page-numbered lists of the moderation page (a queue is small; offsets are fine). */
const pageQuery = {
  page: z.coerce.number({ error: MSG.badRequest }).int(MSG.badRequest).min(1, MSG.badRequest).max(10_000, MSG.badRequest).default(1),
  limit: pageLimitSchema.default(20),
};
export const moderationQueueQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], { error: MSG.badRequest }).default('open'),
  ...pageQuery,
});
export const moderationAuditQuerySchema = z.object(pageQuery);

const personSchema = z.object({ user_id: z.number().int(), username: z.string() });

export const moderationQueueItemSchema = z.object({
  target_type: z.enum(QUEUE_TARGET_TYPES),
  target_id: z.number().int(),
  /** Plain text, tags and control characters removed, cut to a few hundred characters. */
  preview: z.string(),
  /** The content's author (null for a legal notice or a target that no longer exists). */
  author: personSchema.nullable(),
  report_count: z.number().int(),
  reasons: z.array(z.string()),
  first_reported_at: z.string(),
  due_at: z.string(),
  /** When the target was already removed (a resolved item, or removed by an earlier decision). */
  removed: z.boolean(),
  /** A legal notice's sender and link. */
  notice: z.object({ name: z.string(), email: z.string(), url: z.string() }).nullable(),
  /** Reporters' descriptions, each cut like the preview. */
  descriptions: z.array(z.string()),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;
export const moderationQueueResponseSchema = z.object({ items: z.array(moderationQueueItemSchema), next_page: z.number().int().nullable() });

const decisionAction = z.enum(MODERATION_ACTIONS, { error: MODERATION_MSG.actionInvalid });
const decisionNote = z.string().trim().max(MODERATION_LIMITS.noteMax, MODERATION_MSG.noteTooLong).default('');
const suspendDays = z.coerce
  .number({ error: MODERATION_MSG.suspendDaysInvalid })
  .int(MODERATION_MSG.suspendDaysInvalid)
  .min(1, MODERATION_MSG.suspendDaysInvalid)
  .max(MODERATION_LIMITS.suspendDaysMax, MODERATION_MSG.suspendDaysInvalid);

export const moderationDecisionBodySchema = z
  .object({
    targetType: z.enum(QUEUE_TARGET_TYPES, { error: MODERATION_MSG.targetTypeInvalid }),
    targetId: dbId(MSG.notFound),
    action: decisionAction,
    note: decisionNote,
    suspendDays: suspendDays.optional(),
  })
  .refine((b) => b.targetType !== 'legal_notice' || b.action === 'dismiss', { message: MODERATION_MSG.legalNoticeAction, path: ['action'] })
  // The author reads the note and the audit keeps it: removing or suspending says why.
  .refine((b) => b.action === 'dismiss' || b.note.length > 0, { message: MODERATION_MSG.noteRequired, path: ['note'] });
export type ModerationDecisionBody = z.infer<typeof moderationDecisionBodySchema>;

/**
 * The moderation page's decision dialog: the body's note and days as typed. An empty days
 * field means indefinitely; removing content or suspending its author needs a note, because
 * the author reads it and the audit keeps it, while a dismissal may go without one.
 */
export const moderationDecisionFormSchema = z
  .object({
    action: decisionAction,
    note: decisionNote,
    suspendDays: z.preprocess((value) => (value === '' || value === null ? undefined : value), suspendDays.optional()),
  })
  .refine((f) => f.action === 'dismiss' || f.note.length > 0, { message: MODERATION_MSG.noteRequired, path: ['note'] });
export type ModerationDecisionForm = z.infer<typeof moderationDecisionFormSchema>;

export const moderationDecisionResponseSchema = z.object({
  decision_id: z.number().int(),
  resolved_reports: z.number().int(),
  message: z.string(),
});

export const moderationAuditItemSchema = z.object({
  decision_id: z.number().int(),
  moderator: personSchema.nullable(),
  target_type: z.enum(QUEUE_TARGET_TYPES),
  target_id: z.number().int(),
  action: z.enum(MODERATION_ACTIONS),
  note: z.string(),
  suspend_days: z.number().int().nullable(),
  created_at: z.string(),
});
export const moderationAuditResponseSchema = z.object({ items: z.array(moderationAuditItemSchema), next_page: z.number().int().nullable() });

export const userRoleSchema = z.enum(USER_ROLES);
