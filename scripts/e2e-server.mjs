// Starts the built app on a throwaway data directory for the browser tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-e2e-'));
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
