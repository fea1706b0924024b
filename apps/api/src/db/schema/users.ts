import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 30 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: varchar('full_name', { length: 100 }).notNull().default(''),
    bio: text('bio').notNull().default(''),
    profileImageUrl: text('profile_image_url'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** Raised on a password change: tokens carrying an older value stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** `user`, `moderator` or `admin` (docs/PRODUCT.md#trust-and-safety); policies/moderation.ts reads it. */
    role: varchar('role', { length: 20 }).notNull().default('user'),
    /** Set while a moderator's suspension holds; `suspended_until` null means indefinitely. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Who may start or continue a conversation with this user (docs/PRODUCT.md#trust-and-safety); minors are capped at 'following'. */
    messagesFrom: varchar('messages_from', { length: 10 }).notNull().default('everyone'),
    /**
     * "Mark all read" moves this mark to the reader's newest notification instead of updating
     * each row (100,000 unread took 1.2 s as an UPDATE; issue 26): a notification is read when
     * its own flag is set or its id is at or below this mark.
     */
    notificationsReadThrough: integer('notifications_read_through').notNull().default(0),
    /**
     * The newest notification time the mark covered: a notice rewritten later (a grouped
     * comment-like notice, dated again by each new liker) is unread again although its id is
     * below the mark.
     */
    notificationsReadAt: timestamp('notifications_read_at', { withTimezone: true }),
    /**
     * Set when the account deleted itself (KVKK): from then on it is suspended for good, its
     * e-mail and username are free, and the purge job (safety/account-purge.ts) deletes what
     * it owned in batches, the row last.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    // The few suspended accounts: every list's "author not suspended" check reads this, not users.
    index('users_suspended_idx').on(t.id).where(sql`${t.suspendedAt} is not null`),
    check('users_messages_from_valid', sql`${t.messagesFrom} in ('everyone', 'following', 'nobody')`),
    // Search and type-ahead compare folded text (docs/PRODUCT.md#discovery, tr_fold in migration 0018).
    index('users_search_fold_trgm_idx').using('gin', sql`tr_fold(${t.username} || ' ' || ${t.fullName}) gin_trgm_ops`),
    index('users_username_fold_prefix_idx').on(sql`tr_fold(${t.username}) text_pattern_ops`),
    index('users_full_name_fold_prefix_idx').on(sql`tr_fold(${t.fullName}) text_pattern_ops`),
    check('users_role_valid', sql`${t.role} in ('user', 'moderator', 'admin')`),
  ],
);

/** A required column naming a user, whose rows go with the account (ON DELETE CASCADE). */
export const userRef = (column: string) => integer(column).notNull().references(() => users.id, { onDelete: 'cascade' });

/** Reset tokens are stored only as a SHA-256 hash; the mail carries the token itself. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);
