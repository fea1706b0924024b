import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, type Database } from './client';
import { migrateWhenBehind, newestAppliedMigration, newestShippedMigration } from './migrate';

/** A copy of the shipped migrations, with one more migration the test adds. */
function copyOfMigrations(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

function addMigration(folder: string, tag: string, statement: string, when: number) {
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Record<string, unknown>[] };
  journal.entries.push({ idx: journal.entries.length, version: '7', when, tag, breakpoints: true });
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  writeFileSync(path.join(folder, `${tag}.sql`), statement);
}

async function tableExists(database: Database, name: string): Promise<boolean> {
  const rows = (await database.db.execute(sql`SELECT to_regclass(${name}) IS NOT NULL AS present`)) as unknown as { rows?: { present: boolean }[] } | { present: boolean }[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return list[0]?.present === true;
}

let database: Database | undefined;
let folder: string | undefined;
beforeEach(() => {
  folder = copyOfMigrations();
});
afterEach(async () => {
  await database?.close();
  database = undefined;
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('migrations on start-up', () => {
  it('skips the migrator on an up-to-date database and still applies a migration added later', async () => {
    database = await openTestDatabase();
    const newest = newestShippedMigration(MIGRATIONS_DIR);
    expect(await newestAppliedMigration(database.db)).toBe(newest);

    // Up to date: the migrator does not run at all.
    let runs = 0;
    expect(await migrateWhenBehind(database.db, MIGRATIONS_DIR, async () => void (runs += 1))).toBe(false);
    expect(runs).toBe(0);

    // A build with one more migration: the next start applies it, and only once.
    addMigration(folder!, '9000_cold_start_probe', 'CREATE TABLE cold_start_probe (id integer PRIMARY KEY);', newest + 1000);
    const db = database.db;
    // The migrator client.ts runs for this driver, on the folder with the new migration.
    const migrator = () => (database!.kind === 'pglite' ? migratePglite(db as never, { migrationsFolder: folder! }) : migratePg(db as never, { migrationsFolder: folder! }));
    expect(await tableExists(database, 'cold_start_probe')).toBe(false);
    expect(await migrateWhenBehind(db, folder!, migrator)).toBe(true);
    expect(await tableExists(database, 'cold_start_probe')).toBe(true);
    expect(await newestAppliedMigration(database.db)).toBe(newest + 1000);
    runs = 0;
    expect(await migrateWhenBehind(database.db, folder!, async () => void (runs += 1))).toBe(false);
    expect(runs).toBe(0);
  });

  it('runs the migrator on a database that was never migrated', async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`DROP TABLE drizzle.__drizzle_migrations`);
    expect(await newestAppliedMigration(database.db)).toBeNull();
    let runs = 0;
    expect(await migrateWhenBehind(database.db, MIGRATIONS_DIR, async () => void (runs += 1))).toBe(true);
    expect(runs).toBe(1);
  });
});
