import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The durable pipeline (lib/jobs): work a commit causes, stored in the same transaction as
 * the write and done by whichever instance claims it. A finished job is deleted; one that kept
 * failing stays parked (`state = 'failed'`) for an operator (`npm run jobs`, /api/metrics).
 * A claim is a lease: a crashed instance's jobs are taken over once `locked_until` passes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** Enqueueing a key that is already queued adds nothing (one fan-out per chapter, …). */
    key: text('key'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    state: varchar('state', { length: 10 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    // The claim reads due queued jobs in order from this partial index only.
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.state} = 'queued'`),
    uniqueIndex('jobs_kind_key_uq').on(t.kind, t.key).where(sql`${t.key} is not null`),
    check('jobs_state_valid', sql`${t.state} in ('queued', 'failed')`),
  ],
);
