// Starts the built app on a throwaway data directory for the browser tests.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// E2E_DATA_DIR (set by playwright.config.ts) names a fixed folder that the tests can read
// (e.g. the mail outbox); it is wiped first so every run still starts empty.
const fixedDir = process.env.E2E_DATA_DIR;
if (fixedDir) {
  rmSync(fixedDir, { recursive: true, force: true });
  mkdirSync(fixedDir, { recursive: true });
}
const dataDir = fixedDir ? path.resolve(fixedDir) : mkdtempSync(path.join(os.tmpdir(), 'okuryazar-e2e-'));
const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
