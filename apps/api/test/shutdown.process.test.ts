import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from './global-setup';
import { API_DIR, freePort } from './processes';

/**
 * SIGTERM on a serving process (docs/PRODUCT.md#budgets): requests in flight finish with their full answer,
 * new connections are turned away, and only then does the database pool close; the process
 * exits 0. Runs in the PostgreSQL run: the in-flight requests are held on a table lock that
 * the test takes and releases, which needs a second connection to the same database.
 */
const template = inject('dbTemplate');
const IN_FLIGHT = 6;

let child: ChildProcess | undefined;
let admin: pg.Client | undefined;
let dbName: string | undefined;

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (admin && dbName) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin?.end();
}, 30_000);

describe.runIf(template.kind === 'postgres')('SIGTERM with requests in flight', () => {
  it('answers every in-flight request in full, refuses new ones, closes the pool last and exits 0', async () => {
    if (template.kind !== 'postgres') return;
    dbName = `okuryazar_shutdown_${randomBytes(4).toString('hex')}`;
    admin = new pg.Client({ connectionString: template.url });
    admin.on('error', () => undefined);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${template.template}`);
    const url = withDatabase(template.url, dbName);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url,
        JWT_SECRET: 'process-test-secret-that-is-long-enough-42',
        SEED_DEMO: '0',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += String(d)));
    child.stderr?.on('data', (d) => (output += String(d)));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    await waitFor(async () => (await fetch(`${base}/api/health`)).ok, `the server to answer (${output})`);

    const user = { email: `kapanis${randomBytes(3).toString('hex')}@gmail.com`, username: `kapanis_${randomBytes(3).toString('hex')}`, password: 'sifre-123456', birthDate: '1990-01-01' };
    const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
    expect(registered.status).toBe(201);
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) });
    const { token } = (await login.json()) as { token: string };
    expect(token).toBeTruthy();

    // The dashboard reads `books` four times in a row: with the table locked the first read
    // waits, and the next three need the pool after SIGTERM.
    const lock = new pg.Client({ connectionString: url });
    lock.on('error', () => undefined);
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE books IN ACCESS EXCLUSIVE MODE');
    const inFlight = Array.from({ length: IN_FLIGHT }, () =>
      fetch(`${base}/api/dashboard/dashboard`, { headers: { authorization: `Bearer ${token}` } }).then(async (res) => ({
        status: res.status,
        body: await res.text(),
      })).catch((error: unknown) => ({ status: 0, body: String(error) })),
    );
    let waiting: unknown[] = [];
    await waitFor(async () => {
      const { rows } = await lock.query(
        `SELECT wait_event_type, wait_event, state, left(query, 60) AS query FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [dbName],
      );
      waiting = rows;
      return rows.some((r: { wait_event_type: string | null }) => r.wait_event_type === 'Lock');
    }, 'the dashboard requests to wait on the lock').catch((error: Error) => {
      throw new Error(`${error.message}: ${JSON.stringify(waiting)} ${output}`);
    });
    // The others queue behind the first (on the lock or for a pooled connection).
    await new Promise((r) => setTimeout(r, 500));

    child.kill('SIGTERM');
    // Shutting down: a new connection is refused (or answered 503), never served.
    await waitFor(async () => {
      try {
        const res = await fetch(`${base}/api/health`, { headers: { connection: 'close' } });
        return res.status === 503;
      } catch {
        return true;
      }
    }, 'new connections to be turned away', 10_000);
    expect(child.exitCode).toBeNull();

    await lock.query('COMMIT');
    await lock.end();
    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ yourLibrary: [], recommended: [], newReleases: [], popular: [] });
    }
    expect(await exited, output).toBe(0);
    expect(output).not.toMatch(/Cannot use a pool/);
  }, 240_000);
});
