import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { API_ROOT } from '../api-root';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { migrateWhenBehind } from './migrate';
import { guardPglite, guardPool } from './bind-parameter-guard';
import { applyPgliteSessionSettings, postgresSessionOptions } from './session-settings';
import { fillFromTemplate } from './template';
import * as schema from './schema';
import type { Db } from './types';

export type { Db, DbOrTx, Schema, Tx } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's own client, for what Drizzle does not cover (dumpDataDir for backups). */
  pglite?: PGlite;
  /** PostgreSQL's connection pool, for its gauges on /api/metrics. */
  pool?: pg.Pool;
  /** Applies the migrations the database has not recorded (none: a quick check, nothing else). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

export const PGLITE_EXTENSIONS = { pg_trgm };

export function pgliteDatabase(client: PGlite): Database {
  // Queued ahead of every query made through this client (PGlite runs them in order). Setting
  // a variable fails only on a broken database, which the first real query then reports.
  guardPglite(client);
  const settings = applyPgliteSessionSettings(client);
  settings.catch(() => undefined);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: async () => {
      await migrateWhenBehind(db, MIGRATIONS_DIR, () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }));
    },
    close: () => client.close(),
  };
}

export function postgresDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: postgresSessionOptions() });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  guardPool(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: async () => {
      await migrateWhenBehind(db, MIGRATIONS_DIR, () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }));
    },
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR/db.
 * The embedded database is opened only under the DATA_DIR lock (lib/data-dir-lock.ts): every
 * opener (server, tools) is refused with `DataDirLockedError` while another process holds it.
 * A caller may pass the lock it already took (the server takes it before loading anything
 * heavy, so a refused start ends at once). `close()` releases the lock after the database.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; lock?: DataDirLock }): Promise<Database> {
  if (opts.databaseUrl) return postgresDatabase(opts.databaseUrl);
  const lock = opts.lock ?? acquireDataDirLock(opts.dataDir);
  try {
    const dir = path.resolve(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    // A new DATA_DIR starts from the build's initialised, migrated database (db/template.ts).
    fillFromTemplate(dir, MIGRATIONS_DIR);
    const client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
    const database = pgliteDatabase(client);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
