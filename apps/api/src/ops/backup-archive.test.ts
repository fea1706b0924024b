import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seedDemoContent } from '../seed/seed-demo';
import { createStory } from '../../test/authoring';
import { registerAndLogin } from '../../test/helpers';
import { tableDigests } from '../../test/table-digest';
import { RestoreRefusedError, restoreBackup, writeBackup } from './backup-archive';
import { listenForBackupRequests, requestBackupFromRunningApp } from './backup-requests';

/** Every file under a folder, with its bytes, by relative path. */
function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const rel = path.join(sub, name);
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else out[rel] = readFileSync(path.join(dir, rel)).toString('base64');
    }
  };
  walk('');
  return out;
}

describe('backup and restore of an embedded DATA_DIR', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ops-backup-'));
  const source = path.join(root, 'source');
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    // No JWT_SECRET: the app generates one into DATA_DIR, and the backup must carry it.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: source, TRUST_PROXY: 'true', LOG_LEVEL: 'silent' });
    database = await openDatabase({ dataDir: source });
    await database.migrate();
    app = await buildApp(config, { database, logger: false });
    expect(await seedDemoContent(app.ctx)).not.toBeNull();
    await createStory(app, await registerAndLogin(app));
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('round-trips every table row, every upload and the generated secret while the database is open', async () => {
    const archive = path.join(root, 'backups', 'one.tar.gz');
    const before = await tableDigests((sql) => database.pglite!.query(sql));
    await writeBackup(database.pglite!, source, archive);

    const restored = path.join(root, 'restored');
    await restoreBackup(archive, restored);
    const copy = await openDatabase({ dataDir: restored });
    try {
      expect(await tableDigests((sql) => copy.pglite!.query(sql))).toEqual(before);
    } finally {
      await copy.close();
    }
    expect(Object.keys(filesOf(path.join(source, 'uploads'))).length).toBeGreaterThan(1);
    expect(filesOf(path.join(restored, 'uploads'))).toEqual(filesOf(path.join(source, 'uploads')));
    expect(readFileSync(path.join(restored, 'jwt-secret'), 'utf8')).toBe(readFileSync(path.join(source, 'jwt-secret'), 'utf8'));
  }, 120_000);

  it('refuses a DATA_DIR that is not empty and leaves it as it was', async () => {
    const archive = path.join(root, 'two.tar.gz');
    await writeBackup(database.pglite!, source, archive);
    const nonEmpty = path.join(root, 'non-empty');
    await restoreBackup(archive, nonEmpty);
    const listing = readdirSync(nonEmpty).sort();
    await expect(restoreBackup(archive, nonEmpty)).rejects.toThrow(RestoreRefusedError);
    expect(readdirSync(nonEmpty).sort()).toEqual(listing);
  }, 120_000);

  it('lets the running app write the archive when the backup command asks it with SIGUSR2', async () => {
    const listener = listenForBackupRequests(database.pglite!, source, () => undefined);
    try {
      const archive = path.join(root, 'live.tar.gz');
      const result = await requestBackupFromRunningApp(source, process.pid, archive, 60_000);
      expect(result.file).toBe(archive);
      expect(statSync(archive).size).toBe(result.bytes);
    } finally {
      await listener.stop();
    }
    await expect(requestBackupFromRunningApp(source, process.pid, path.join(root, 'none.tar.gz'))).rejects.toThrow(/yedek isteği kabul etmiyor/);
  }, 120_000);
});
