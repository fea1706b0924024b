import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on an embedded DATA_DIR. PGlite has no inter-process locking of its
 * own: two processes on one data directory each see only their own writes and leave a
 * database that no longer opens. Every opener of DATA_DIR/db takes this lock first.
 *
 * The lock is `DATA_DIR/okuryazar.lock`, a JSON line with the owner's pid and a random nonce
 * that names this one acquisition. It is created atomically and never half-written: the
 * content goes into a private temp file (opened `wx`), which is then hard-linked to the lock
 * name (link(2) fails with EEXIST like O_EXCL, but the name only ever appears complete).
 *
 * A lock whose pid is not alive is stale (the owner was killed). Breaking it must not race
 * with another process breaking it too, or both would end up "owning" the directory. So the
 * breaker first takes a tombstone named after the stale file's inode (`okuryazar.lock.breaking-<ino>`,
 * created the same exclusive way), re-checks that the lock is still that very file with the
 * same content, and only then unlinks it; every other breaker of that file fails on the
 * tombstone and starts over. A tombstone left by a breaker that died is itself stale and is
 * broken the same way.
 */
export const LOCK_FILE_NAME = 'okuryazar.lock';

export interface DataDirLock {
  readonly file: string;
  readonly pid: number;
  /** Removes the lock file if it is still this acquisition's (idempotent). */
  release(): void;
}

export interface LockOptions {
  /** The pid written into the lock (tests pass another). */
  pid?: number;
  /** Whether a pid belongs to a running process (tests pass a fake). */
  isAlive?: (pid: number) => boolean;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(dataDirLockedMessage(dataDir, ownerPid));
    this.name = 'DataDirLockedError';
  }
}

/** One line, Turkish then English: it is what the operator reads when a start is refused. */
export function dataDirLockedMessage(dataDir: string, ownerPid: number): string {
  return (
    `DATA_DIR ${dataDir} başka bir Okuryazar süreci (pid ${ownerPid}) tarafından kullanılıyor; ` +
    `o süreci durdurun ya da başka bir DATA_DIR seçin. / ` +
    `DATA_DIR ${dataDir} is in use by another Okuryazar process (pid ${ownerPid}); ` +
    `stop it or choose another DATA_DIR.`
  );
}

interface LockContent {
  pid: number;
  nonce: string;
}

interface Observed {
  ino: number;
  raw: string;
  owner: LockContent | undefined;
}

/** Nonces of the locks this process holds: a lock with our pid and another nonce is a previous
 * process that had the same pid (a container restarted as pid 1), so it is stale. */
const heldNonces = new Set<string>();

/** Attempts before giving up when other processes keep changing the lock under us. */
const MAX_ATTEMPTS = 200;

export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string, options: LockOptions = {}): DataDirLock {
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? isProcessAlive;
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE_NAME);
  const mine: LockContent = { pid, nonce: randomBytes(12).toString('hex') };

  const ownerIsLive = (owner: LockContent | undefined): owner is LockContent =>
    owner !== undefined && isAlive(owner.pid) && !(owner.pid === process.pid && !heldNonces.has(owner.nonce));

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (createExclusive(file, mine)) {
      heldNonces.add(mine.nonce);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        heldNonces.delete(mine.nonce);
        // Never remove a lock file that is not this acquisition's own.
        const current = observe(file);
        if (current?.owner?.nonce === mine.nonce) unlinkQuietly(file);
      };
      // Whatever way the process ends short of a kill, the directory is given back.
      process.once('exit', release);
      return { file, pid, release };
    }
    const current = observe(file);
    if (!current) continue; // released between our attempt and the read: try again
    if (ownerIsLive(current.owner)) throw new DataDirLockedError(dir, current.owner.pid);
    breakStale(file, current, ownerIsLive, mine);
  }
  const last = observe(file);
  throw new DataDirLockedError(dir, last?.owner?.pid ?? 0);
}

/** Writes the content under a unique temp name, then links it to `file` (fails if it exists). */
function createExclusive(file: string, content: LockContent): boolean {
  const temp = `${file}.${content.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(content)}\n`, { flag: 'wx', mode: 0o644 });
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkQuietly(temp);
  }
}

function observe(file: string): Observed | undefined {
  try {
    const { ino } = statSync(file);
    const raw = readFileSync(file, 'utf8');
    // The file may have been replaced between stat and read: the caller re-checks both
    // under the tombstone before acting, so a mismatch here only costs a retry.
    return { ino, raw, owner: parseContent(raw) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseContent(raw: string): LockContent | undefined {
  try {
    const value = JSON.parse(raw) as Partial<LockContent>;
    if (typeof value.pid === 'number' && typeof value.nonce === 'string') return { pid: value.pid, nonce: value.nonce };
  } catch {
    // Empty or garbled (e.g. cut short by a power loss): no live owner can be named.
  }
  return undefined;
}

/** Removes `file` if, under its tombstone, it is still exactly the stale file observed. */
function breakStale(
  file: string,
  stale: Observed,
  ownerIsLive: (owner: LockContent | undefined) => boolean,
  me: LockContent,
  depth = 0,
): void {
  const tombstone = `${file}.breaking-${stale.ino}`;
  if (!createExclusive(tombstone, { pid: me.pid, nonce: me.nonce })) {
    const breaker = observe(tombstone);
    if (!breaker || ownerIsLive(breaker.owner)) {
      // Another process is breaking this lock right now; let it finish, then look again.
      pause(5);
      return;
    }
    // That breaker died midway: its tombstone is stale in turn (depth bounds pathological chains).
    if (depth < 8) breakStale(tombstone, breaker, ownerIsLive, me, depth + 1);
    return;
  }
  try {
    const now = observe(file);
    if (now && now.ino === stale.ino && now.raw === stale.raw && !ownerIsLive(now.owner)) unlinkQuietly(file);
  } finally {
    unlinkQuietly(tombstone);
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
function pause(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}
