import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../lib/storage/s3-storage';
import { copyUploadsToS3 } from './copy-uploads-to-s3';

const BUCKET = 'okuryazar-copy';
let root: string;
let s3: S3rver;
let storage: S3Storage;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ops-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(root, 's3'), configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  storage = new S3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', publicUrl: undefined });
});
afterAll(async () => {
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('files:copy-to-s3', () => {
  it('puts every upload under its own key, skips what the app did not make, and can run again', async () => {
    const uploads = path.join(root, 'uploads');
    mkdirSync(path.join(uploads, 'covers'), { recursive: true });
    mkdirSync(path.join(uploads, 'photos'), { recursive: true });
    const files: Record<string, Buffer> = {};
    for (let i = 0; i < 20; i += 1) files[`covers/c${i}.jpg`] = Buffer.from(`jpeg ${i}`);
    files['covers/c0.webp'] = Buffer.from('webp');
    files['photos/p_1.jpg'] = Buffer.from('photo');
    for (const [key, body] of Object.entries(files)) writeFileSync(path.join(uploads, key), body);
    writeFileSync(path.join(uploads, 'covers', 'notes.txt'), 'x');

    for (let run = 0; run < 2; run += 1) {
      const report = await copyUploadsToS3(uploads, storage);
      expect(report.copied).toBe(22);
      expect(report.skipped).toEqual(['covers/notes.txt']);
    }
    for (const [key, body] of Object.entries(files)) expect(await storage.get(key)).toEqual(body);
  });
});
