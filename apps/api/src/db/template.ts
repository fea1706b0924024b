import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_ROOT } from '../api-root';

/**
 * A new embedded database starts as a copy of one made at build time (`npm run build` →
 * `dist/db-template/`), already initialised and migrated. PGlite's initdb is most of an
 * empty start (4–5 s on two cores, docs/PRODUCT.md#stack) and migrating a new database another second;
 * copying the folder takes a fraction of that. Nothing else changes: the copy is an
 * ordinary database that migrates on start like any other. The template is used only when
 * it was made by this PGlite from exactly the migrations this code ships (run from source
 * beside an older build's dist/, a new DATA_DIR is initialised as before).
 */
export const DB_TEMPLATE_DIR = path.join(API_ROOT, 'dist', 'db-template');

interface TemplateInfo {
  /** The PGlite version that made it: another version's files are not used. */
  pglite: string;
  /** migrationsFingerprint() of the migrations it was made with. */
  migrations: string;
}

/** A hash of drizzle-kit's journal and every migration file in `folder`. */
export function migrationsFingerprint(folder: string): string {
  const hash = createHash('sha256').update(readFileSync(path.join(folder, 'meta', '_journal.json')));
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.sql')).sort()) hash.update(name).update(readFileSync(path.join(folder, name)));
  return hash.digest('hex');
}

const INFO_FILE = 'template.json';
const DATA_SUBDIR = 'db';

/** The installed PGlite's version (its package.json; the package exports no such path). */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version;
    }
    if (path.dirname(dir) === dir) throw new Error('@electric-sql/pglite: package.json not found');
    dir = path.dirname(dir);
  }
}

/** Records, beside a closed database made for the purpose, what a start needs to trust it. */
export function writeTemplateInfo(templateDir: string, migrationsFolder: string): void {
  const info: TemplateInfo = { pglite: pgliteVersion(), migrations: migrationsFingerprint(migrationsFolder) };
  writeFileSync(path.join(templateDir, INFO_FILE), `${JSON.stringify(info)}\n`);
}

/** The template's database folder inside `templateDir`. */
export function templateDataDir(templateDir: string): string {
  return path.join(templateDir, DATA_SUBDIR);
}

function usableTemplate(templateDir: string, migrationsFolder: string): string | undefined {
  try {
    const info = JSON.parse(readFileSync(path.join(templateDir, INFO_FILE), 'utf8')) as TemplateInfo;
    const data = templateDataDir(templateDir);
    if (info.pglite !== pgliteVersion() || info.migrations !== migrationsFingerprint(migrationsFolder) || !existsSync(path.join(data, 'PG_VERSION'))) return undefined;
    return data;
  } catch {
    return undefined;
  }
}

/**
 * Fills `dbDir` from the template when `dbDir` is empty (a new DATA_DIR) and a template made by
 * this PGlite from the migrations in `migrationsFolder` is there; returns whether it did. A folder with anything in it is never
 * touched. The copy goes to a staging folder beside it and is renamed into place, so a start
 * that dies while copying leaves an empty database folder (and the next start copies again),
 * never half a database. The caller holds the DATA_DIR lock.
 */
export function fillFromTemplate(dbDir: string, migrationsFolder: string, templateDir = DB_TEMPLATE_DIR): boolean {
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) return false;
  const source = usableTemplate(templateDir, migrationsFolder);
  if (!source) return false;
  const parent = path.dirname(dbDir);
  const base = path.basename(dbDir);
  // A staging folder left by a start that died while copying.
  for (const name of readdirSync(parent)) if (name.startsWith(`${base}.template-`)) rmSync(path.join(parent, name), { recursive: true, force: true });
  const staging = path.join(parent, `${base}.template-${process.pid}`);
  try {
    cpSync(source, staging, { recursive: true });
    if (existsSync(dbDir)) rmdirSync(dbDir);
    renameSync(staging, dbDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return true;
}
