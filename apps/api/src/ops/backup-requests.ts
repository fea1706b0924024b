import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { writeBackup, type BackupResult } from './backup-archive';

/**
 * A backup while the app runs. The app holds the DATA_DIR lock and PGlite is one process's
 * database, so `npm run backup` cannot open it; the running app writes the archive itself.
 * The command drops a request file into DATA_DIR/backup-requests and sends SIGUSR2 to the
 * lock's owner; the app answers with a `.done.json` or `.failed.json` beside it. The app
 * announces that it listens in `listener.json` (its pid), so the signal never goes to a
 * process that would die of it (another tool holding the lock, an older app version).
 */
const REQUESTS_DIR = 'backup-requests';
const LISTENER = 'listener.json';

export class BackupRequestError extends Error {}

export interface BackupListener {
  /** Stops listening and waits for a backup under way (the database closes after it). */
  stop(): Promise<void>;
}

export function listenForBackupRequests(pglite: PGlite, dataDir: string, log: (msg: string, extra?: object) => void): BackupListener {
  const dir = path.resolve(dataDir, REQUESTS_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, LISTENER), `${JSON.stringify({ pid: process.pid })}\n`);
  let queue = Promise.resolve();
  const handle = () => {
    queue = queue.then(() => serveRequests(pglite, dataDir, dir, log));
  };
  process.on('SIGUSR2', handle);
  return {
    async stop() {
      process.off('SIGUSR2', handle);
      rmSync(path.join(dir, LISTENER), { force: true });
      await queue;
    },
  };
}

async function serveRequests(pglite: PGlite, dataDir: string, dir: string, log: (msg: string, extra?: object) => void): Promise<void> {
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.request.json'))) {
    const id = name.slice(0, -'.request.json'.length);
    const claimed = path.join(dir, `${id}.working.json`);
    try {
      renameSync(path.join(dir, name), claimed);
    } catch {
      continue; // answered by an earlier signal
    }
    try {
      const { file } = JSON.parse(readFileSync(claimed, 'utf8')) as { file: string };
      const result = await writeBackup(pglite, dataDir, file);
      writeFileSync(path.join(dir, `${id}.done.json`), JSON.stringify(result));
      log('backup written', result);
    } catch (error) {
      writeFileSync(path.join(dir, `${id}.failed.json`), JSON.stringify({ message: (error as Error).message }));
      log('backup failed', { error: (error as Error).message });
    } finally {
      rmSync(claimed, { force: true });
    }
  }
}

/** Asks the running app (pid `ownerPid`) for a backup into `file` and waits for its answer. */
export async function requestBackupFromRunningApp(dataDir: string, ownerPid: number, file: string, timeoutMs = 30 * 60_000): Promise<BackupResult> {
  const dir = path.resolve(dataDir, REQUESTS_DIR);
  const listener = path.join(dir, LISTENER);
  const listening = existsSync(listener) && (JSON.parse(readFileSync(listener, 'utf8')) as { pid?: number }).pid === ownerPid;
  if (!listening) {
    throw new BackupRequestError(
      `DATA_DIR ${dataDir} başka bir süreç (pid ${ownerPid}) tarafından kullanılıyor ve bu süreç yedek isteği kabul etmiyor. O süreç bitince yeniden deneyin.`,
    );
  }
  const id = randomBytes(8).toString('hex');
  writeFileSync(path.join(dir, `${id}.request.json.tmp`), JSON.stringify({ file: path.resolve(file) }));
  renameSync(path.join(dir, `${id}.request.json.tmp`), path.join(dir, `${id}.request.json`));
  process.kill(ownerPid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const [suffix, ok] of [['done', true], ['failed', false]] as const) {
      const answer = path.join(dir, `${id}.${suffix}.json`);
      if (!existsSync(answer)) continue;
      const body = JSON.parse(readFileSync(answer, 'utf8')) as BackupResult & { message?: string };
      rmSync(answer, { force: true });
      if (ok) return body;
      throw new BackupRequestError(`Çalışan uygulama yedeği yazamadı: ${body.message ?? 'bilinmeyen hata'}`);
    }
    if (Date.now() > deadline) {
      rmSync(path.join(dir, `${id}.request.json`), { force: true });
      throw new BackupRequestError('Çalışan uygulama yedek isteğine zamanında yanıt vermedi.');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
