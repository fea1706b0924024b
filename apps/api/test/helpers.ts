import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { AttemptStore } from '../src/lib/attempt-store';
import type { Clock } from '../src/lib/clock';
import { PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';

/** A fresh copy of the migrated template database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const blob = new Blob([await readFile(template.file)]);
    const client = await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
    return pgliteDatabase(client);
  }
  const name = `okuryazar_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  await admin.end();
  const database = postgresDatabase(withDatabase(template.url, name), 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: template.url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/** A controllable clock: tests move time instead of waiting. */
export function testClock(start = Date.parse('2026-06-15T10:00:00Z')) {
  let now = start;
  const clock = () => now;
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
    set(ms: number) {
      now = ms;
    },
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  clock: ReturnType<typeof testClock>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<BuildOptions, 'attempts'>> {
  /** An attempt store of the test's own (e.g. Redis under a unique prefix), on the test clock. */
  attempts?: (clock: Clock) => AttemptStore;
  /** Routes of the test's own (e.g. a probe of what a page request sees), added before the app is ready. */
  routes?: (app: FastifyInstance) => void;
}

/** `options` overrides the app's build options (e.g. `{ logger: true, logStream }` to read the log). */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openTestDatabase();
  const clock = testClock();
  const { attempts, routes, ...build } = options;
  // The durable pipeline does not poll in tests: a test runs it with app.jobs.runUntilIdle(),
  // so what a job did is there when the test looks, and timing never decides an assertion.
  // Nor does the scheduler queue the rising stories' recompute unless a test asks (trending: true).
  const app = await buildApp(config, { database, clock, logger: false, jobs: false, trending: false, ...build, ...(attempts ? { attempts: attempts(clock) } : {}) });
  routes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let ipCounter = 1;
/** A distinct client address per simulated person, so per-address limits stay realistic. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface RegisteredUser {
  id: number;
  email: string;
  username: string;
  password: string;
  token: string;
}

let userCounter = 0;
export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Partial<{ email: string; username: string; password: string; birthDate: string }> = {},
): Promise<RegisteredUser> {
  userCounter += 1;
  const suffix = `${process.pid}${userCounter}`;
  const body = {
    email: `okur${suffix}@gmail.com`,
    username: `okur_${suffix}`,
    password: 'gizli-sifre-123',
    birthDate: '1995-05-19',
    ...overrides,
  };
  const ip = nextIp();
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: { 'x-forwarded-for': ip } });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: body.email, password: body.password },
    headers: { 'x-forwarded-for': ip },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { token, user_id } = login.json() as { token: string; user_id: number };
  return { id: user_id, email: body.email, username: body.username, password: body.password, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
