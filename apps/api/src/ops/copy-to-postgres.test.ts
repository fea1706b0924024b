import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase, type Database } from '../db/client';
import { DEMO_PASSWORD, DEMO_READER, seedDemoContent } from '../seed/seed-demo';
import { createStory } from '../../test/authoring';
import { withDatabase } from '../../test/global-setup';
import { bearer, registerAndLogin, type RegisteredUser } from '../../test/helpers';
import { tableDigests } from '../../test/table-digest';
import { CopyRefusedError, copyToPostgres } from './copy-to-postgres';

/**
 * The move of issue 17: a demo site on the embedded database, with an account and a story
 * added by hand, copied into an empty PostgreSQL database; the app started there lets every
 * account in with the same library, and new rows get fresh ids. Needs a PostgreSQL server,
 * so it runs in the PostgreSQL run (`DATABASE_URL=… npx vitest run --project api <file>`).
 */
const template = inject('dbTemplate');
const JWT_SECRET = 'copy-test-secret-that-is-long-enough-for-hs256';

describe.runIf(template.kind === 'postgres')('copying the embedded database to PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ops-copy-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET, TRUST_PROXY: 'true', LOG_LEVEL: 'silent' });
  const targetName = `ops_copy_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let targetUrl: string;
  let source: Database;
  let sourceApp: FastifyInstance;
  let added: RegisteredUser;
  let addedStory: number;

  const login = async (app: FastifyInstance, email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { token: string }).token;
  };
  const library = async (app: FastifyInstance, token: string) =>
    (await app.inject({ method: 'GET', url: '/api/library/reading-list', headers: bearer(token) })).json() as unknown;
  const myStories = async (app: FastifyInstance, token: string) =>
    (await app.inject({ method: 'GET', url: '/api/my-story/my-stories', headers: bearer(token) })).json() as unknown;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${targetName}`);
    targetUrl = withDatabase(template.url, targetName);

    source = pgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    await source.migrate();
    sourceApp = await buildApp(config, { database: source, logger: false });
    expect(await seedDemoContent(sourceApp.ctx)).not.toBeNull();
    added = await registerAndLogin(sourceApp);
    addedStory = await createStory(sourceApp, added);
  }, 180_000);

  afterAll(async () => {
    await sourceApp?.close();
    await source?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('copies every row, leaves the source untouched, and the app on PostgreSQL serves the same accounts', async () => {
    const before = await tableDigests((sql) => source.pglite!.query(sql));
    const report = await copyToPostgres(source.pglite!, targetUrl);
    expect(report.tables.every((t) => t.source === t.target)).toBe(true);
    expect(report.tables.find((t) => t.table === 'users')!.target).toBeGreaterThan(1);
    expect(await tableDigests((sql) => source.pglite!.query(sql))).toEqual(before);

    const target = postgresDatabase(targetUrl, 2);
    const targetApp = await buildApp({ ...config }, { database: target, logger: false });
    try {
      const probe = new pg.Client({ connectionString: targetUrl });
      await probe.connect();
      expect(await tableDigests((sql) => probe.query(sql))).toEqual(before);
      await probe.end();

      for (const [email, password] of [
        [DEMO_READER.email, DEMO_PASSWORD],
        [added.email, added.password],
      ] as const) {
        const [was, now] = [await login(sourceApp, email, password), await login(targetApp, email, password)];
        expect(await library(targetApp, now)).toEqual(await library(sourceApp, was));
        expect(await myStories(targetApp, now)).toEqual(await myStories(sourceApp, was));
      }
      // Sequences continue after the copied ids: a new account and story do not collide.
      const newcomer = await registerAndLogin(targetApp);
      expect(newcomer.id).toBeGreaterThan(added.id);
      expect(await createStory(targetApp, newcomer)).toBeGreaterThan(addedStory);
    } finally {
      await targetApp.close();
      await target.close();
    }
  }, 120_000);

  it('refuses a target that already holds rows and changes nothing there', async () => {
    const probe = new pg.Client({ connectionString: targetUrl });
    await probe.connect();
    try {
      const before = await tableDigests((sql) => probe.query(sql));
      await expect(copyToPostgres(source.pglite!, targetUrl)).rejects.toThrow(CopyRefusedError);
      await expect(copyToPostgres(source.pglite!, targetUrl)).rejects.toThrow(/boş değil/);
      expect(await tableDigests((sql) => probe.query(sql))).toEqual(before);
    } finally {
      await probe.end();
    }
  }, 60_000);
});
