// Starts the built app (`npm run build`: the web app and the API bundle) on a throwaway data
// directory for the browser tests, the way `npm start` runs it.
// Run with `node --import tsx` (playwright.config.ts does): it shares the API's DATA_DIR lock.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../apps/api/src/db/data-dir-lock.ts';

/**
 * Empties DATA_DIR under its lock, so a folder that a running server still uses (another
 * run on the same port) is never wiped: that is refused with the lock's message instead.
 * With `removeDir` the emptied folder itself goes too.
 */
function wipe(dir, { removeDir = false } = {}) {
  const lock = acquireDataDirLock(dir);
  try {
    for (const entry of readdirSync(dir)) {
      if (entry !== LOCK_FILE_NAME) rmSync(path.join(dir, entry), { recursive: true, force: true });
    }
  } finally {
    lock.release();
  }
  if (removeDir) {
    try {
      rmdirSync(dir);
    } catch {
      // Someone started using it in the meantime: it is theirs now.
    }
  }
}

function refuse(error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// E2E_DATA_DIR (set by playwright.config.ts) names a fixed folder that the tests can read
// (e.g. the mail outbox); it is emptied first so every run still starts empty.
const fixedDir = process.env.E2E_DATA_DIR;
if (fixedDir) {
  mkdirSync(fixedDir, { recursive: true });
  try {
    wipe(fixedDir);
  } catch (error) {
    refuse(error);
  }
}
const dataDir = fixedDir ? path.resolve(fixedDir) : mkdtempSync(path.join(os.tmpdir(), 'okuryazar-e2e-'));
const serverBundle = 'apps/api/dist/server.mjs';
if (!existsSync(serverBundle)) {
  console.error(`${serverBundle} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  process.exit(1);
}
const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1', TRUST_PROXY: '1' },
});
const cleanup = () => {
  try {
    wipe(dataDir, { removeDir: true });
  } catch (error) {
    // Another server holds the folder (ours was refused): leave it alone.
    if (!(error instanceof DataDirLockedError)) throw error;
  }
};
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
