import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { PGLITE_EXTENSIONS } from '../db/client';

/**
 * One backup is one .tar.gz: `okuryazar-backup.json` (what and when), `db.tar` (PGlite's
 * dumpDataDir of DATA_DIR/db), `uploads/` and `jwt-secret` (so sessions survive a restore).
 */
const MANIFEST = 'okuryazar-backup.json';
const DB_DUMP = 'db.tar';
const JWT_SECRET_FILE = 'jwt-secret';

export class RestoreRefusedError extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
}

/**
 * Writes the archive from an open embedded database. dumpDataDir runs while PGlite's query
 * lock is held, so no statement is half-way: the files are what a crash at that instant
 * would leave, which PostgreSQL's recovery turns into exactly the committed transactions.
 * The CHECKPOINT before it keeps that recovery short. Uploads are packed after the dump:
 * every file a dumped row names was written before its row was committed, so it is there.
 */
export async function writeBackup(pglite: PGlite, dataDir: string, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-backup-'));
  try {
    await pglite.query('CHECKPOINT');
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(path.join(staging, DB_DUMP), Buffer.from(await dump.arrayBuffer()));
    const entries = [MANIFEST, DB_DUMP];
    const uploads = path.resolve(dataDir, 'uploads');
    if (existsSync(uploads)) {
      // Packed through a link so the archive names it `uploads/` (the pack follows it).
      symlinkSync(uploads, path.join(staging, 'uploads'), 'dir');
      entries.push('uploads');
    }
    const secret = path.resolve(dataDir, JWT_SECRET_FILE);
    if (existsSync(secret)) {
      copyFileSync(secret, path.join(staging, JWT_SECRET_FILE));
      entries.push(JWT_SECRET_FILE);
    }
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify({ format: 1, createdAt: new Date().toISOString(), entries })}\n`);
    // Written beside the target and renamed, so a half-written archive never has its name.
    const partial = `${target}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, entries);
    renameSync(partial, target);
    const { size } = statSync(target);
    return { file: target, bytes: size };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** DATA_DIR counts as empty when it is missing or holds nothing (a lock file of ours aside). */
export function isEmptyDataDir(dataDir: string): boolean {
  if (!existsSync(dataDir)) return true;
  return readdirSync(dataDir).every((name) => name.startsWith('okuryazar.lock'));
}

/**
 * Unpacks an archive into an empty DATA_DIR and rebuilds DATA_DIR/db from the dump. The
 * caller holds the DATA_DIR lock, so no app starts on the half-restored directory.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  if (!isEmptyDataDir(dataDir)) {
    throw new RestoreRefusedError(`${dataDir} boş değil. Geri yükleme yalnızca boş bir DATA_DIR'a yapılır; hiçbir şey değiştirilmedi.`);
  }
  if (!existsSync(file)) throw new RestoreRefusedError(`Yedek dosyası bulunamadı: ${file}`);
  await assertSafeEntries(file);
  mkdirSync(dataDir, { recursive: true });
  const staging = mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    try {
      await tar.extract({ file, cwd: staging, strict: true });
    } catch (error) {
      throw new RestoreRefusedError(`${file} açılamadı, geri yükleme yapılmadı: ${(error as Error).message}`);
    }
    if (!existsSync(path.join(staging, MANIFEST)) || !existsSync(path.join(staging, DB_DUMP))) {
      throw new RestoreRefusedError(`${file} bir Okuryazar yedeği değil (${MANIFEST} ya da ${DB_DUMP} yok).`);
    }
    const dbDir = path.join(dataDir, 'db');
    try {
      const client = await PGlite.create({ dataDir: dbDir, loadDataDir: new Blob([await readFile(path.join(staging, DB_DUMP))]), extensions: PGLITE_EXTENSIONS });
      await client.query('SELECT 1');
      await client.close();
    } catch (error) {
      // A database that did not come up whole must not be mistaken for a restored one.
      rmSync(dbDir, { recursive: true, force: true });
      throw error;
    }
    for (const name of ['uploads', JWT_SECRET_FILE]) {
      if (existsSync(path.join(staging, name))) renameSync(path.join(staging, name), path.join(dataDir, name));
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Reads the archive's entry list before anything is written and refuses it, naming the first
 * bad entry, when an entry would land outside the folder it is unpacked into (an absolute
 * path, a `..` step) or is anything but a file or a folder: a backup of `npm run backup`
 * holds neither links nor devices, so a link (wherever it points) is refused too.
 */
async function assertSafeEntries(file: string): Promise<void> {
  let bad: { entry: string; why: string } | null = null;
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        entry.resume();
        if (bad) return;
        const why = unsafeEntry(entry.path, entry.type);
        if (why) bad = { entry: entry.path, why };
      },
    });
  } catch (error) {
    throw new RestoreRefusedError(`${file} okunamadı (bozuk ya da bir tar.gz arşivi değil); hiçbir şey değiştirilmedi: ${(error as Error).message}`);
  }
  if (bad) {
    const { entry, why } = bad as { entry: string; why: string };
    throw new RestoreRefusedError(`Yedek arşivindeki "${printable(entry)}" girdisi ${why}; geri yükleme yapılmadı, hiçbir şey değiştirilmedi.`);
  }
}

/** Why an entry may not be unpacked, in Turkish, or null when it is a plain file or folder inside. */
function unsafeEntry(name: string, type: string): string | null {
  if (type === 'SymbolicLink' || type === 'Link') return 'bir bağlantı (link); Okuryazar yedekleri bağlantı içermez';
  if (type !== 'File' && type !== 'OldFile' && type !== 'ContiguousFile' && type !== 'Directory') return `desteklenmeyen türde (${type})`;
  if (path.isAbsolute(name) || path.win32.isAbsolute(name) || /^[a-zA-Z]:/.test(name)) return 'mutlak bir yol; arşivdeki yollar göreli olmalıdır';
  if (name.split(/[\\/]+/).includes('..')) return 'klasörün dışına çıkan bir yol (..)';
  return null;
}

/** An entry name as the operator can read it: control characters shown escaped, long names cut. */
function printable(name: string): string {
  const shown = JSON.stringify(name).slice(1, -1);
  return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
}
