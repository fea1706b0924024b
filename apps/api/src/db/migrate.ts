import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './types';
import { resultRows } from './raw-sql';

/**
 * The newest `when` in drizzle-kit's journal (`meta/_journal.json`) of a migrations folder.
 * Drizzle's migrator records each migration it applies with that value as `created_at`.
 */
export function newestShippedMigration(folder: string): number {
  const { entries } = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...entries.map((entry) => entry.when));
}

/** The newest migration the database recorded, or null when it was never migrated. */
export async function newestAppliedMigration(db: Db): Promise<number | null> {
  const table = resultRows<{ present: boolean }>(await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`));
  if (!table[0]?.present) return null;
  const newest = resultRows<{ newest: string | number | null }>(await db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`));
  const value = newest[0]?.newest;
  return value === null || value === undefined ? null : Number(value);
}

/**
 * Runs drizzle's migrator only when the folder holds a migration newer than the newest one
 * the database recorded. That is the migrator's own rule (it applies every migration whose
 * `when` is above the newest recorded `created_at`), so skipping it changes nothing; what it
 * saves on an up-to-date database is reading and hashing every migration file and its three
 * statements, on every start (issue 10). Returns whether the migrator ran.
 */
export async function migrateWhenBehind(db: Db, folder: string, migrate: () => Promise<void>): Promise<boolean> {
  const applied = await newestAppliedMigration(db);
  if (applied !== null && applied >= newestShippedMigration(folder)) return false;
  await migrate();
  return true;
}

