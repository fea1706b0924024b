import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { RestoreRefusedError, restoreBackup } from './backup-archive';

/**
 * Issue 27 item 9: a hostile archive is refused before anything is written, with a Turkish
 * message naming the bad entry, and `npm run restore` prints that message, no stack trace.
 */
interface Entry {
  name: string;
  type?: '0' | '1' | '2' | '5';
  linkname?: string;
  body?: string;
}

/** A ustar archive written by hand, so it can hold what no honest tool writes. */
function tarGz(entries: Entry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const body = Buffer.from(e.body ?? '');
    const header = Buffer.alloc(512);
    header.write(e.name, 0, 100, 'utf8');
    header.write('0000644\0', 100);
    header.write('0000000\0', 108);
    header.write('0000000\0', 116);
    header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write(`${Math.floor(Date.now() / 1000).toString(8).padStart(11, '0')}\0`, 136);
    header.write('        ', 148);
    header.write(e.type ?? '0', 156);
    header.write(e.linkname ?? '', 157, 100, 'utf8');
    header.write('ustar\0', 257);
    header.write('00', 263);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const root = mkdtempSync(path.join(os.tmpdir(), 'ops-hostile-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const honest: Entry[] = [
  { name: 'okuryazar-backup.json', body: '{}' },
  { name: 'db.tar', body: 'x' },
];

describe('restore refuses a hostile archive', () => {
  it.each<[string, Entry, RegExp]>([
    ['a .. path', { name: '../kacak.txt', body: 'dışarı' }, /"\.\.\/kacak\.txt" girdisi klasörün dışına çıkan bir yol/],
    ['a deeper .. path', { name: 'uploads/../../kacak.txt', body: 'dışarı' }, /"uploads\/\.\.\/\.\.\/kacak\.txt" girdisi klasörün dışına/],
    ['an absolute path', { name: '/tmp/okuryazar-kacak.txt', body: 'dışarı' }, /"\/tmp\/okuryazar-kacak\.txt" girdisi mutlak bir yol/],
    ['a symlink out', { name: 'uploads/avatars', type: '2', linkname: '../../..' }, /"uploads\/avatars" girdisi bir bağlantı/],
    ['a symlink to an absolute path', { name: 'uploads', type: '2', linkname: '/etc' }, /"uploads" girdisi bir bağlantı/],
    ['a hard link out', { name: 'jwt-secret', type: '1', linkname: '../../../etc/passwd' }, /"jwt-secret" girdisi bir bağlantı/],
  ])('%s', async (_label, bad, message) => {
    const dir = mkdtempSync(path.join(root, 'case-'));
    const file = path.join(dir, 'yedek.tar.gz');
    writeFileSync(file, tarGz([...honest, bad, { name: 'sonra.txt', body: 'sonra' }]));
    const dataDir = path.join(dir, 'data');
    const refused = await restoreBackup(file, dataDir).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(RestoreRefusedError);
    expect((refused as Error).message).toMatch(message);
    expect((refused as Error).message).toMatch(/geri yükleme yapılmadı/);
    // Nothing was written: not the data folder, not beside it, not in /tmp.
    expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
    expect(readdirSync(dir)).toEqual(existsSync(dataDir) ? ['data', 'yedek.tar.gz'] : ['yedek.tar.gz']);
    expect(existsSync('/tmp/okuryazar-kacak.txt')).toBe(false);
  });

  it('a file that is not an archive is refused in Turkish too', async () => {
    const file = path.join(root, 'bozuk.tar.gz');
    writeFileSync(file, 'bu bir arşiv değil');
    await expect(restoreBackup(file, path.join(root, 'bozuk-data'))).rejects.toThrow(/okunamadı/);
  });

  it('npm run restore prints the message alone: no stack trace, exit code 1', async () => {
    const dir = mkdtempSync(path.join(root, 'cli-'));
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'yedek.tar.gz');
    writeFileSync(file, tarGz([...honest, { name: '../kacak.txt', body: 'dışarı' }]));
    const script = path.resolve(__dirname, '../../scripts/ops/restore.ts');
    const tsx = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');
    const run = await promisify(execFile)(tsx, [script, file], { env: { ...process.env, DATA_DIR: path.join(dir, 'data'), INIT_CWD: dir } }).then(
      () => null,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(run).not.toBeNull();
    expect(run!.code).toBe(1);
    expect(run!.stderr.trim()).toMatch(/^Yedek arşivindeki "\.\.\/kacak\.txt" girdisi klasörün dışına çıkan bir yol \(\.\.\); geri yükleme yapılmadı, hiçbir şey değiştirilmedi\.$/);
    expect(run!.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
