import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { imageSizes, MSG } from '@okuryazar/shared';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRow, coverFiles, createChapter, postNewStory, putStoryDetails, storyFields } from '../../../test/authoring';
import { bearer, createTestApp, registerAndLogin, type RegisteredUser, type TestApp } from '../../../test/helpers';
import { jpegWithExifAndGps, svgWithScript, validJpeg } from '../../../test/images';
import { coverPart } from '../../../test/multipart';
import { S3Storage } from './s3-storage';

/** Covers in S3-compatible storage (docs/PRODUCT.md#operator-and-tool-contracts, #stack), against a local s3rver. */

const BUCKET = 'okuryazar-test';
let s3dir: string;
let s3: S3rver;
let publicUrl: string;
let client: S3Client;
let t: TestApp;
let author: RegisteredUser;

beforeAll(async () => {
  s3dir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  publicUrl = `${endpoint}/${BUCKET}`;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  t = await createTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_REGION: 'us-east-1',
    S3_PUBLIC_URL: publicUrl,
  });
  author = await registerAndLogin(t.app);
});

afterAll(async () => {
  const storage = t?.app.ctx.storage;
  await t?.close();
  if (storage instanceof S3Storage) storage.destroy();
  client?.destroy();
  await s3?.close();
  rmSync(s3dir, { recursive: true, force: true });
});

const storage = () => t.app.ctx.storage;

async function bucketKeys(): Promise<string[]> {
  const res = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (res.Contents ?? []).map((o) => o.Key!).sort();
}

async function newStory(cover: Buffer): Promise<{ id: number; key: string }> {
  const res = await postNewStory(t.app, author.token, storyFields(), coverPart(cover));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().book_id as number;
  const key = (await bookRow(t.database.db, id))!.coverImageUrl!;
  expect(key).toMatch(/^covers\/[A-Za-z0-9_-]{24}-w\d+\.jpg$/);
  return { id, key };
}

describe('covers in S3', () => {
  it('uses the S3 storage and keeps nothing on the local disk', () => {
    expect(storage().kind).toBe('s3');
  });

  it('stores a new story’s cover in the bucket, as a clean JPEG', async () => {
    const { key } = await newStory(await jpegWithExifAndGps(1600, 2000));
    expect(await bucketKeys()).toContain(key);
    // Its WebP sizes are stored in the bucket too, with their content type.
    const sizes = imageSizes(key, 'covers')!.slice(0, -1);
    expect(sizes.map((s) => s.width)).toEqual([240, 480]);
    for (const size of sizes) {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: size.url }));
      expect(object.ContentType).toBe('image/webp');
    }
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(object.ContentType).toBe('image/jpeg');
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    expect((await storage().get(key))!.equals(bytes)).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 1000 });
    expect(meta.exif).toBeUndefined();
    expect(coverFiles(t.config.dataDir)).toEqual([]);
  });

  it('answers a URL under S3_PUBLIC_URL that serves the JPEG over HTTP', async () => {
    const { id, key } = await newStory(await validJpeg(400, 600));
    const res = await t.app.inject({ method: 'GET', url: `/api/story-details/${id}`, headers: bearer(author.token) });
    const url = res.json().storyDetails.cover_image_url as string;
    expect(url).toBe(`${publicUrl}/${key}`);
    const mine = await t.app.inject({ method: 'GET', url: '/api/my-story/my-stories?status=all', headers: bearer(author.token) });
    expect((mine.json() as { book_id: number; cover_image_url: string }[]).find((b) => b.book_id === id)!.cover_image_url).toBe(url);

    const http = await fetch(url);
    expect(http.status).toBe(200);
    expect(http.headers.get('content-type')).toBe('image/jpeg');
    const body = Buffer.from(await http.arrayBuffer());
    expect(body.equals((await storage().get(key))!)).toBe(true);
    expect((await sharp(body).metadata()).format).toBe('jpeg');
  });

  it('lets the page load images from the bucket’s origin (CSP img-src)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain(new URL(publicUrl).origin);
  });

  it('deletes the old object when the cover is replaced', async () => {
    const { id, key: oldKey } = await newStory(await validJpeg(300, 450));
    const res = await putStoryDetails(t.app, author.token, id, storyFields({ is_published: 'false' }), coverPart(await validJpeg(500, 750, '#16a085')));
    expect(res.statusCode).toBe(200);
    const newKey = (await bookRow(t.database.db, id))!.coverImageUrl!;
    expect(newKey).not.toBe(oldKey);
    expect(res.json().storyDetails.cover_image_url).toBe(`${publicUrl}/${newKey}`);
    expect(await storage().get(oldKey)).toBeNull();
    expect(await storage().get(newKey)).not.toBeNull();
    const keys = await bucketKeys();
    expect(keys).toContain(newKey);
    for (const size of imageSizes(oldKey, 'covers')!) expect(keys).not.toContain(size.url);
    expect((await fetch(`${publicUrl}/${oldKey}`)).status).toBe(404);
  });

  it('stores nothing for a refused upload', async () => {
    const before = await bucketKeys();
    const res = await postNewStory(t.app, author.token, storyFields(), coverPart(svgWithScript(), 'k.svg', 'image/svg+xml'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.imagesOnly);
    const invalid = await postNewStory(t.app, author.token, storyFields({ category_id: 0 }), coverPart(await validJpeg()));
    expect(invalid.statusCode).toBe(400);
    expect(await bucketKeys()).toEqual(before);
  });

  it('deletes the object when the story is deleted', async () => {
    const { id, key } = await newStory(await validJpeg(300, 450));
    await createChapter(t.app, author, { book_id: id });
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/my-story/my-stories/${id}`,
      headers: bearer(author.token),
      payload: { password: 'yanlis' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(await storage().get(key)).not.toBeNull();

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/my-story/my-stories/${id}`,
      headers: bearer(author.token),
      payload: { password: author.password },
    });
    expect(res.statusCode).toBe(200);
    // The cover goes in the request; the row with the purge job (issue 26).
    expect(await storage().get(key)).toBeNull();
    await t.app.jobs.runUntilIdle();
    expect(await bookRow(t.database.db, id)).toBeUndefined();
    expect(await bucketKeys()).not.toContain(key);
    expect((await fetch(`${publicUrl}/${key}`)).status).toBe(404);
  });
});
