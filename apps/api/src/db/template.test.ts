import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS, pgliteDatabase } from './client';
import { newestAppliedMigration, newestShippedMigration } from './migrate';
import { fillFromTemplate, templateDataDir, writeTemplateInfo } from './template';

const work = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-template-'));
const templateDir = path.join(work, 'template');

// A template as the build makes it: a closed, migrated database and its info file. (Made here
// from the test run's migrated database instead of a new initdb, which costs seconds.)
beforeAll(async () => {
  const template = inject('dbTemplate');
  if (template.kind !== 'pglite') return;
  mkdirSync(templateDir, { recursive: true });
  const client = await PGlite.create({ dataDir: templateDataDir(templateDir), loadDataDir: new Blob([await readFile(template.file)]), extensions: PGLITE_EXTENSIONS });
  await client.close();
  writeTemplateInfo(templateDir, MIGRATIONS_DIR);
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.runIf(inject('dbTemplate').kind === 'pglite')('the database template of a new DATA_DIR', () => {
  it('fills an empty database folder with a database that opens migrated', async () => {
    const dbDir = path.join(work, 'new', 'db');
    mkdirSync(dbDir, { recursive: true });
    expect(fillFromTemplate(dbDir, MIGRATIONS_DIR, templateDir)).toBe(true);
    expect(readdirSync(path.dirname(dbDir))).toEqual(['db']); // no staging folder left
    const client = await PGlite.create({ dataDir: dbDir, extensions: PGLITE_EXTENSIONS });
    try {
      const database = pgliteDatabase(client);
      expect(await newestAppliedMigration(database.db)).toBe(newestShippedMigration(MIGRATIONS_DIR));
      await database.db.execute(sql`SELECT count(*) FROM users`);
    } finally {
      await client.close();
    }
  });

  it('never touches a database folder that has anything in it', () => {
    const dbDir = path.join(work, 'used', 'db');
    mkdirSync(dbDir, { recursive: true });
    writeFileSync(path.join(dbDir, 'PG_VERSION'), '17\n');
    expect(fillFromTemplate(dbDir, MIGRATIONS_DIR, templateDir)).toBe(false);
    expect(readdirSync(dbDir)).toEqual(['PG_VERSION']);
  });

  it('is not used when the code ships other migrations than it was made with', () => {
    const migrations = path.join(work, 'migrations');
    cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
    writeFileSync(path.join(migrations, '9999_later.sql'), 'SELECT 1;');
    const dbDir = path.join(work, 'later', 'db');
    expect(fillFromTemplate(dbDir, migrations, templateDir)).toBe(false);
    expect(existsSync(dbDir)).toBe(false);
  });

  it('is not used without its info file (a build that stopped halfway)', () => {
    const half = path.join(work, 'half');
    cpSync(templateDataDir(templateDir), templateDataDir(half), { recursive: true });
    const dbDir = path.join(work, 'half-new', 'db');
    mkdirSync(dbDir, { recursive: true });
    expect(fillFromTemplate(dbDir, MIGRATIONS_DIR, half)).toBe(false);
    expect(readdirSync(dbDir)).toEqual([]);
  });

  it('clears a staging copy left by a start that died while copying', () => {
    const parent = path.join(work, 'died');
    mkdirSync(path.join(parent, 'db.template-12345', 'base'), { recursive: true });
    expect(fillFromTemplate(path.join(parent, 'db'), MIGRATIONS_DIR, templateDir)).toBe(true);
    expect(readdirSync(parent)).toEqual(['db']);
    expect(existsSync(path.join(parent, 'db', 'PG_VERSION'))).toBe(true);
  });
});
