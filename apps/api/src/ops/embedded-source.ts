import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';

/** DATA_DIR as the app reads it (relative to the API folder, where `npm start` runs). */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR || './data');
}

/** A path the operator typed: relative to where they ran npm (INIT_CWD), not to apps/api. */
export function operatorPath(file: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), file);
}

export class NoEmbeddedDatabaseError extends Error {}

/**
 * Opens the embedded database of an existing DATA_DIR under its lock, so a running app
 * (which holds the lock) makes the tools stop with DataDirLockedError instead of reading a
 * database another process is writing.
 */
export async function openExistingEmbedded(dataDir: string): Promise<Database & { pglite: NonNullable<Database['pglite']> }> {
  if (!existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
    throw new NoEmbeddedDatabaseError(`${path.join(dataDir, 'db')} içinde gömülü veritabanı yok. DATA_DIR doğru mu?`);
  }
  const lock = acquireDataDirLock(dataDir);
  const database = await openDatabase({ dataDir, lock });
  return database as Database & { pglite: NonNullable<Database['pglite']> };
}
