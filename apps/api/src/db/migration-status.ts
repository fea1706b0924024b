import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db } from './client';
import { resultRows } from './raw-sql';

interface JournalEntry {
  tag: string;
  when: number;
}

let journal: readonly JournalEntry[] | undefined;

/** The migrations this build ships (drizzle/meta/_journal.json), read once. */
export function shippedMigrations(): readonly JournalEntry[] {
  journal ??= (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
  return journal;
}

/**
 * Tags of the shipped migrations the database has not applied. Drizzle's migrator records
 * each applied migration with the journal's `when` as `created_at`, and that is what it
 * compares on too. A database that was never migrated has no table to read: all are pending.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const exists = await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  const applied = new Set<number>();
  if (resultRows<{ present: boolean }>(exists)[0]?.present) {
    const rows = await db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations`);
    for (const row of resultRows<{ created_at: string | number }>(rows)) applied.add(Number(row.created_at));
  }
  return shippedMigrations()
    .filter((entry) => !applied.has(entry.when))
    .map((entry) => entry.tag);
}

