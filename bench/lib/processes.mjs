// The two servers under test, each in a process of its own, and their cleanup: children are
// killed when the bench ends, fails or is interrupted, so no server outlives it.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './server-env.mjs';

export { BENCH_JWT_SECRET } from './server-env.mjs';

/**
 * A port nobody listens on now, as the system hands one out (the server checks it again
 * itself). A port drawn at random from a range can be one this machine's other services hold
 * (RabbitMQ's epmd listens on 4369).
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children = new Set();

function killAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    killAll();
    process.exit(130);
  });
}

/**
 * Starts apps/api/src/server.ts as production would run it: NODE_ENV=production, the default
 * log level (config.ts: info) unless one is given, no demo content, a DATA_DIR of its own. The
 * environment is built from scratch so a stray variable of the caller's shell cannot change
 * what is measured. Logs go to a file (as a production log pipe would take them).
 */
export function startApp({ port, databaseUrl, redisUrl, logLevel, cpuProfileDir, env: extraEnv = {} }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-bench-'));
  const logPath = path.join(dataDir, 'app.log');
  const log = openSync(logPath, 'w');
  const env = serverEnv({
    port,
    dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '0',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
    ...extraEnv,
  });
  const profiling = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'apps/api/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  children.add(child);
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    logPath,
    logTail: () => readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n'),
    stop: () => stop(child).then(() => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** Forks the bare server and hands it the recorded responses (or their file); resolves once it listens. */
export async function startBare({ port, responses, file }) {
  const child = fork(path.join(ROOT, 'bench/lib/bare-server.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.add(child);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.send({ port, responses, file });
  });
  return { child, base: `http://127.0.0.1:${port}`, stop: () => stop(child) };
}

/** Polls /api/health until it answers 200; fails early if the process exits. */
export async function waitForHealth(app, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`the app exited with code ${app.child.exitCode}:\n${app.logTail()}`);
    try {
      if ((await fetch(`${app.base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer /api/health within ${timeoutMs / 1000} s:\n${app.logTail()}`);
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}
