import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-install-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm ci on a fresh clone', () => {
  // The README promises Node 20.19; npm compares every locked package's `engines` with the
  // Node that runs it (CI's and this machine's are 20), so a dependency that asks for a newer
  // one shows up here as the EBADENGINE warning a newcomer would get (issue 28).
  it('warns about no package’s engines on the Node the README names', () => {
    const { engines, workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string }; workspaces: string[] };
    expect(engines.node).toBe('>=20.19');
    // The manifests alone: a dry run resolves the lock file without downloading anything.
    for (const file of ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(dir, file));
    }
    const run = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--offline'], { cwd: dir, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const warnings = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.includes('EBADENGINE'));
    expect(warnings).toEqual([]);
  });
});
