import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { NoEmbeddedDatabaseError, openExistingEmbedded, operatorPath } from './embedded-source';

describe('the tools’ access to an embedded DATA_DIR', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ops-source-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses while another holder (the running app) has the DATA_DIR lock', async () => {
    const dataDir = path.join(root, 'busy');
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    const app = acquireDataDirLock(dataDir);
    try {
      await expect(openExistingEmbedded(dataDir)).rejects.toThrow(DataDirLockedError);
    } finally {
      app.release();
    }
  });

  it('refuses a DATA_DIR without a database instead of creating one', async () => {
    await expect(openExistingEmbedded(path.join(root, 'nothing'))).rejects.toThrow(NoEmbeddedDatabaseError);
  });

  it('reads the operator’s paths relative to where npm was run', () => {
    expect(operatorPath('b.tar.gz', { INIT_CWD: '/srv/site' })).toBe('/srv/site/b.tar.gz');
    expect(operatorPath('/abs/b.tar.gz', { INIT_CWD: '/srv/site' })).toBe('/abs/b.tar.gz');
  });
});
