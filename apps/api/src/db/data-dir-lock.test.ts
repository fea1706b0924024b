import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, isProcessAlive, LOCK_FILE_NAME, type DataDirLock } from './data-dir-lock';

let root: string;
let dataDir: string;
let lockFile: string;
const held: DataDirLock[] = [];

/** Pids the fake liveness check reports as running; everything else is dead. */
const live = new Set<number>();
const isAlive = (pid: number) => live.has(pid);
const acquire = (pid: number, options: { isAlive?: (pid: number) => boolean } = {}) => {
  live.add(pid);
  const lock = acquireDataDirLock(dataDir, { pid, isAlive: options.isAlive ?? isAlive });
  held.push(lock);
  return lock;
};
const owner = () => JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; nonce: string };

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-lock-'));
  dataDir = path.join(root, 'data');
  lockFile = path.join(dataDir, LOCK_FILE_NAME);
  live.clear();
});

afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  rmSync(root, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('creates DATA_DIR and a lock file naming the owner pid, and removes it on release', () => {
    const lock = acquire(4101);
    expect(lock.file).toBe(lockFile);
    expect(owner().pid).toBe(4101);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    // Nothing else is left behind (temp files, tombstones).
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a second owner while the first is alive, with one Turkish and English line naming DATA_DIR and the pid', () => {
    acquire(4101);
    let error: unknown;
    try {
      acquire(4102);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toContain(`DATA_DIR ${path.resolve(dataDir)} başka bir Okuryazar süreci (pid 4101) tarafından kullanılıyor`);
    expect(message).toContain(`DATA_DIR ${path.resolve(dataDir)} is in use by another Okuryazar process (pid 4101)`);
    expect((error as DataDirLockedError).ownerPid).toBe(4101);
    // The first owner's lock is untouched.
    expect(owner().pid).toBe(4101);
  });

  it('refuses while the owner is alive even across a relative and an absolute path', () => {
    acquire(4101);
    const relative = path.relative(process.cwd(), dataDir);
    expect(() => acquireDataDirLock(relative, { pid: 4102, isAlive })).toThrow(DataDirLockedError);
  });

  it('recovers a stale lock left by a process that is no longer alive', () => {
    acquire(4101);
    live.delete(4101); // killed without releasing
    const lock = acquire(4102);
    expect(owner().pid).toBe(4102);
    lock.release();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('recovers a stale lock of a really dead process with the real liveness check', () => {
    const exited = spawnSync(process.execPath, ['-e', '0']);
    const deadPid = exited.pid as number;
    expect(isProcessAlive(deadPid)).toBe(false);
    acquire(4101);
    writeFileSync(lockFile, `${JSON.stringify({ pid: deadPid, nonce: 'left-by-a-killed-server' })}\n`);
    const lock = acquireDataDirLock(dataDir);
    held.push(lock);
    expect(owner().pid).toBe(process.pid);
  });

  it('treats an empty or garbled lock file (cut short by a power loss) as stale', () => {
    acquire(4101);
    writeFileSync(lockFile, '');
    acquire(4102);
    expect(owner().pid).toBe(4102);
    writeFileSync(lockFile, '{"pid":');
    live.delete(4102);
    acquire(4103);
    expect(owner().pid).toBe(4103);
  });

  it('treats a lock with this process pid but another nonce as a previous process (a restarted container)', () => {
    acquire(4101);
    writeFileSync(lockFile, `${JSON.stringify({ pid: process.pid, nonce: 'previous-incarnation' })}\n`);
    const lock = acquireDataDirLock(dataDir, { isAlive: () => true });
    held.push(lock);
    expect(owner().nonce).not.toBe('previous-incarnation');
    // A lock this process really holds is refused, though.
    expect(() => acquireDataDirLock(dataDir, { isAlive: () => true })).toThrow(DataDirLockedError);
  });

  it('lets exactly one of two processes that both found the same stale lock own DATA_DIR', () => {
    acquire(4101);
    live.delete(4101);
    // Process A reads the stale lock and checks its pid; in that instant process B breaks
    // the stale lock and takes DATA_DIR. A must not then remove B's fresh lock.
    let second: DataDirLock | undefined;
    const racingIsAlive = (pid: number) => {
      if (pid === 4101 && !second) second = acquire(4102);
      return live.has(pid);
    };
    live.add(4103);
    let error: unknown;
    try {
      held.push(acquireDataDirLock(dataDir, { pid: 4103, isAlive: racingIsAlive }));
    } catch (e) {
      error = e;
    }
    expect(second).toBeDefined();
    expect(owner().pid).toBe(4102);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).ownerPid).toBe(4102);
  });

  it('breaks the tombstone of a breaker that died while recovering a stale lock', () => {
    acquire(4101);
    live.delete(4101);
    const tombstone = `${lockFile}.breaking-${statSync(lockFile).ino}`;
    writeFileSync(tombstone, `${JSON.stringify({ pid: 4999, nonce: 'died-while-breaking' })}\n`);
    acquire(4102);
    expect(owner().pid).toBe(4102);
    expect(existsSync(tombstone)).toBe(false);
  });

  it('waits for a live breaker instead of breaking the lock itself', () => {
    acquire(4101);
    live.delete(4101);
    const tombstone = `${lockFile}.breaking-${statSync(lockFile).ino}`;
    writeFileSync(tombstone, `${JSON.stringify({ pid: 4998, nonce: 'breaking-right-now' })}\n`);
    live.add(4998);
    expect(() => acquire(4102)).toThrow(DataDirLockedError);
    // The stale lock was left to the breaker that holds the tombstone.
    expect(owner().pid).toBe(4101);
  });

  it('release leaves alone a lock file that is not its own', () => {
    const lock = acquire(4101);
    writeFileSync(lockFile, `${JSON.stringify({ pid: 4102, nonce: 'someone-else' })}\n`);
    lock.release();
    expect(owner().pid).toBe(4102);
  });
});
