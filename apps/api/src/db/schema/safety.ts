import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef, users } from './users';

/**
 * One report per reporter and target (docs/PRODUCT.md#trust-and-safety); `reason` is a key of REPORT_REASON_KEYS. A
 * deleted account's reports stay for the moderators without the reporter.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: varchar('reason', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    /** Set by the moderation decision that closed it. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_uq').on(t.reporterId, t.targetType, t.targetId),
    check('reports_target_type_valid', sql`${t.targetType} in ('story', 'chapter', 'comment', 'post', 'post_comment', 'user', 'message')`),
    // The queue: open reports grouped by target, oldest first.
    index('reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Notices under Law 5651 sent from the public contact page, without an account. */
export const legalNotices = pgTable(
  'legal_notices',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    url: text('url').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('legal_notices_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`)],
);

/** Every moderation decision, for the audit list: who decided what about which target. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: serial('id').primaryKey(),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    note: text('note').notNull().default(''),
    suspendDays: integer('suspend_days'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_decisions_recent_idx').on(t.createdAt, t.id),
    index('moderation_decisions_target_idx').on(t.targetType, t.targetId),
    index('moderation_decisions_moderator_idx').on(t.moderatorId).where(sql`${t.moderatorId} is not null`),
    check('moderation_decisions_action_valid', sql`${t.action} in ('dismiss', 'remove', 'suspend_author')`),
  ],
);

/**
 * Blocks and mutes (docs/PRODUCT.md#trust-and-safety): one row per pair and direction. A block refuses the blocked
 * person's messages, follows and comments and hides them from the blocker; a mute only hides.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
    // The settings list: newest first, keyset-paged.
    index('user_blocks_recent_idx').on(t.blockerId, t.createdAt, t.blockedId),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const userMutes = pgTable(
  'user_mutes',
  {
    muterId: userRef('muter_id'),
    mutedId: userRef('muted_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.muterId, t.mutedId] }),
    index('user_mutes_muted_idx').on(t.mutedId),
    index('user_mutes_recent_idx').on(t.muterId, t.createdAt, t.mutedId),
    check('user_mutes_not_self', sql`${t.muterId} <> ${t.mutedId}`),
  ],
);
