import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../src/db/client';
import { API_DIR, freePort } from './processes';

/**
 * Real server processes on one embedded DATA_DIR (the failure this guards against corrupted
 * a database: two PGlite processes on one directory). Runs in the PGlite run only: the
 * PostgreSQL run tests the same start-up path with DATABASE_URL for the port check.
 */
const template = inject('dbTemplate');
const LOCK = 'okuryazar.lock';

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const servers: Server[] = [];
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-lockp-'));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string, env: Record<string, string> = {}, port?: number): Promise<Server> {
  const listenPort = port ?? (await freePort());
  let log = '';
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(listenPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'process-test-secret-that-is-long-enough-42',
    SEED_DEMO: '0',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, base: `http://127.0.0.1:${listenPort}`, output: () => log, exited };
  servers.push(server);
  return server;
}

/** Whichever comes first: the process exits (its code) or it answers /api/health. */
async function outcome(server: Server): Promise<{ exitCode: number | null } | 'serving'> {
  let exited = false;
  const exit = server.exited.then((exitCode) => {
    exited = true;
    return { exitCode };
  });
  const serving = (async () => {
    while (!exited) {
      try {
        // Bounded per request: something else may hold the port and never answer.
        if ((await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return 'serving' as const;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return exit;
  })();
  return Promise.race([exit, serving]);
}

async function waitForHealth(server: Server): Promise<void> {
  const result = await outcome(server);
  if (result !== 'serving') throw new Error(`server exited with ${result.exitCode}: ${server.output()}`);
}

const json = { 'content-type': 'application/json' };
const reader = {
  email: `kilit${randomBytes(3).toString('hex')}@gmail.com`,
  username: `kilit_${randomBytes(3).toString('hex')}`,
  password: 'sifre-123456',
  birthDate: '1990-01-01',
};

async function logIn(base: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: reader.email, password: reader.password }),
  });
  return res.status;
}

afterAll(async () => {
  for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe.runIf(template.kind === 'pglite')('one server process per embedded DATA_DIR', () => {
  const dataDir = tempDir();
  let first: Server;

  // The migrated template goes into DATA_DIR/db first, so the server reopens a database
  // instead of running initdb (seconds on a busy machine).
  beforeAll(async () => {
    if (template.kind !== 'pglite') return;
    const client = await PGlite.create({
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([await readFile(template.file)]),
      extensions: PGLITE_EXTENSIONS,
    });
    await client.close();
  }, 60_000);

  it('refuses a second process on the same DATA_DIR while the first keeps serving its data', async () => {
    first = await start(dataDir);
    await waitForHealth(first);
    const registered = await fetch(`${first.base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(reader) });
    expect(registered.status).toBe(201);

    const second = await start(dataDir);
    expect(await outcome(second)).toEqual({ exitCode: 1 });
    const message = second.output().trim();
    expect(message).toBe(
      `DATA_DIR ${dataDir} başka bir Okuryazar süreci (pid ${first.child.pid}) tarafından kullanılıyor; ` +
        `o süreci durdurun ya da başka bir DATA_DIR seçin. / ` +
        `DATA_DIR ${dataDir} is in use by another Okuryazar process (pid ${first.child.pid}); ` +
        `stop it or choose another DATA_DIR.`,
    );

    // The first still answers, with what it wrote, and still owns the lock.
    expect((await fetch(`${first.base}/api/health`)).status).toBe(200);
    expect(await logIn(first.base)).toBe(200);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK), 'utf8'))).toMatchObject({ pid: first.child.pid });
  }, 180_000);

  it('recovers the stale lock of a killed server and opens its data; a clean stop releases the lock', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    // kill -9 leaves the lock file behind with a pid that is no longer alive.
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK), 'utf8'))).toMatchObject({ pid: first.child.pid });

    const next = await start(dataDir);
    await waitForHealth(next);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK), 'utf8'))).toMatchObject({ pid: next.child.pid });
    expect(await logIn(next.base)).toBe(200);

    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK))).toBe(false);
  }, 180_000);

});

describe('a start whose port is taken', () => {
  it('exits non-zero with one line before creating DATA_DIR or its database', async () => {
    const holder = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as net.AddressInfo).port;
    const dataDir = path.join(tempDir(), 'never-created');
    try {
      const env: Record<string, string> = template.kind === 'postgres' ? { DATABASE_URL: template.url } : {};
      const server = await start(dataDir, env, port);
      expect(await outcome(server)).toEqual({ exitCode: 1 });
      expect(server.output().trim()).toBe(
        `Port ${port} (127.0.0.1) kullanılamıyor (EADDRINUSE); başka bir süreç dinliyor olabilir, PORT ile başka bir port seçin. / ` +
          `Port ${port} on 127.0.0.1 is not available (EADDRINUSE); another process may be listening, choose another PORT.`,
      );
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((r) => holder.close(r));
    }
  }, 60_000);
});
