// The live bench's database and API servers: a fresh database with the bench's users, and
// API processes started from a checkout's source, ended with the bench (a Ctrl-C or a failure
// leaves no server behind).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signToken } from './tokens.mjs';

const JWT_SECRET = 'live-bench-secret-live-bench-secret-0123456789';

export async function resetDatabase(url) {
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

export async function insertUsers(url, n) {
  const { default: pg } = await import('pg');
  const { hash } = await import('@node-rs/argon2');
  const passwordHash = await hash('live-bench-123456');
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query(
    `insert into users (email, username, password_hash, full_name, birth_date)
     select 'lb' || g || '@gmail.com', 'lb_' || g, $1, 'Canlı ' || g, '1990-01-01' from generate_series(1, $2::int) g
     returning id, username`,
    [passwordHash, n],
  );
  await db.end();
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    token: signToken(JWT_SECRET, { userId: r.id, tokenVersion: 0 }),
  }));
}

/** Every child the bench started, ended with it (a Ctrl-C or a failure leaves no server behind). */
export const children = new Set();
const killChildren = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
};
process.on('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

export function startApi(apiDir, port, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET,
      SEED_DEMO: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.dataDir = dataDir;
  children.add(child);
  return child;
}

export async function waitFor(base, child) {
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null) throw new Error(`API on ${base} exited`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API on ${base} did not start`);
}

export async function stopApi(child) {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  rmSync(child.dataDir, { recursive: true, force: true });
}
