import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES, WRITER_MSG } from '@okuryazar/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { chapters, notifications, users } from '../../db/schema';
import { createChapter, createStory } from '../../../test/authoring';
import { bearer, createTestApp, openTestDatabase, registerAndLogin, testClock, type RegisteredUser, type TestApp } from '../../../test/helpers';

const MINUTE = 60_000;
let t: TestApp;
let author: RegisteredUser;
let other: RegisteredUser;
let follower: RegisteredUser;
let bookId: number;

beforeAll(async () => {
  // The loop is driven by hand here (runOnce); its timer is tested by the restart case.
  t = await createTestApp({}, { schedulerIntervalMs: false });
  author = await registerAndLogin(t.app);
  other = await registerAndLogin(t.app);
  follower = await registerAndLogin(t.app);
  await t.app.inject({ method: 'POST', url: `/api/profile/follow/${author.id}`, headers: bearer(follower.token) });
  bookId = await createStory(t.app, author, { title: 'Zamanlı Hikaye' });
  await createChapter(t.app, author, { book_id: bookId, title: 'Açılış', is_published: true });
});
afterAll(async () => t.close());

const schedule = (token: string | null, chapterId: number, publish_at: string | null | undefined) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/stories/chapters/${chapterId}/schedule`,
    headers: token ? bearer(token) : {},
    payload: publish_at === undefined ? {} : { publish_at },
  });
const editor = (chapterId: number) => t.app.inject({ method: 'GET', url: `/api/stories/chapters/${chapterId}`, headers: bearer(author.token) });
const inMinutes = (m: number) => new Date(t.clock() + m * MINUTE).toISOString();
const newChapterNotes = async (chapterId: number) => {
  // The notices are written by the pipeline's fan-out job: run what is due first.
  await t.app.jobs.runUntilIdle();
  return t.database.db.select().from(notifications).where(and(eq(notifications.type, 'new-chapter'), eq(notifications.chapterId, chapterId)));
};

describe('PUT /api/stories/chapters/{id}/schedule', () => {
  it('lets only the author schedule: other users get 404, visitors 401', async () => {
    const draft = await createChapter(t.app, author, { book_id: bookId, title: 'Taslak' });
    expect((await schedule(null, draft, inMinutes(30))).statusCode).toBe(401);
    const foreign = await schedule(other.token, draft, inMinutes(30));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await schedule(author.token, 999_999, inMinutes(30))).statusCode).toBe(404);
    const [row] = await t.database.db.select({ publishAt: chapters.publishAt }).from(chapters).where(eq(chapters.id, draft));
    expect(row!.publishAt).toBeNull();
  });

  it('schedules, reschedules and cancels; the editor and the chapter list show publish_at', async () => {
    const draft = await createChapter(t.app, author, { book_id: bookId, title: 'Sonraki' });
    const before = (await editor(draft)).json().updated_at;
    const at = inMinutes(90);
    const res = await schedule(author.token, draft, at);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ chapter_id: draft, publish_at: at, message: WRITER_MSG.scheduled });
    const opened = (await editor(draft)).json();
    expect(opened.publish_at).toBe(at);
    // Not an edit of the text: an open editor's next save is not a conflict.
    expect(opened.updated_at).toBe(before);
    const details = (await t.app.inject({ method: 'GET', url: `/api/story-details/${bookId}`, headers: bearer(author.token) })).json();
    expect(details.chapters.find((c: { chapter_id: number }) => c.chapter_id === draft).publish_at).toBe(at);

    // The same instant written in Turkish time (+03:00): stored and answered in UTC.
    const later = new Date(t.clock() + 6 * 60 * MINUTE).toISOString().replace('Z', '+03:00');
    const moved = await schedule(author.token, draft, later);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().publish_at).toBe(new Date(t.clock() + 3 * 60 * MINUTE).toISOString());

    const cancelled = await schedule(author.token, draft, null);
    expect(cancelled.json()).toEqual({ chapter_id: draft, publish_at: null, message: WRITER_MSG.scheduleCancelled });
    expect((await editor(draft)).json().publish_at).toBeNull();
  });

  it('refuses a past time, a malformed time and a missing field with a Turkish 400', async () => {
    const draft = await createChapter(t.app, author, { book_id: bookId, title: 'Geçmiş' });
    const past = await schedule(author.token, draft, inMinutes(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(WRITER_MSG.publishAtPast);
    const bad = await schedule(author.token, draft, 'yarın akşam');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(WRITER_MSG.publishAtInvalid);
    expect((await schedule(author.token, draft, undefined)).statusCode).toBe(400);
    expect((await schedule(author.token, draft, inMinutes(60 * 24 * 400))).json().message).toBe(WRITER_MSG.publishAtTooFar);
  });

  it('refuses to schedule a published chapter with 409', async () => {
    const published = await createChapter(t.app, author, { book_id: bookId, title: 'Yayında', is_published: true });
    const res = await schedule(author.token, published, inMinutes(10));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: WRITER_MSG.alreadyPublished, code: ERROR_CODES.ALREADY_PUBLISHED });
  });

  it('publishing by hand settles the schedule', async () => {
    const draft = await createChapter(t.app, author, { book_id: bookId, title: 'Elle' });
    await schedule(author.token, draft, inMinutes(30));
    const res = await t.app.inject({ method: 'POST', url: `/api/preview/chapters/${draft}/publish`, headers: bearer(author.token), payload: { book_id: bookId } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select({ publishAt: chapters.publishAt }).from(chapters).where(eq(chapters.id, draft));
    expect(row!.publishAt).toBeNull();
    t.clock.advance(31 * MINUTE);
    expect(await newChapterNotes(draft)).toHaveLength(1);
  });
});

describe('the scheduler', () => {
  it('publishes a due chapter once, with one notification per follower, and clears publish_at', async () => {
    const draft = await createChapter(t.app, author, { book_id: bookId, title: 'Zamanı gelen' });
    expect((await schedule(author.token, draft, inMinutes(20))).statusCode).toBe(200);
    const { PublishScheduler } = await import('./scheduler');
    const loop = new PublishScheduler(t.app.ctx, { error: () => undefined, warn: () => undefined }, undefined, false);

    await loop.runOnce();
    expect(loop.enqueued).toBe(0);
    t.clock.advance(20 * MINUTE);
    // Ticks racing each other queue the chapter once.
    await Promise.all([loop.runOnce(), loop.runOnce()]);
    await loop.runOnce();
    expect(loop.enqueued).toBe(1);
    expect(await t.app.jobs.runUntilIdle()).toBe(2); // the publication, then its fan-out

    const [row] = await t.database.db.select().from(chapters).where(eq(chapters.id, draft));
    expect(row).toMatchObject({ isPublished: true, publishAt: null });
    expect(row!.publishedAt!.getTime()).toBe(t.clock());
    const notes = await newChapterNotes(draft);
    expect(notes.map((n) => n.userId)).toEqual([follower.id]);
    const reader = await t.app.inject({ method: 'GET', url: `/api/bookReader/books/${bookId}/${draft}`, headers: bearer(other.token) });
    expect(reader.statusCode).toBe(200);
  });

  it('drops the schedule of a chapter a moderator removed, without publishing it', async () => {
    const draft = await createChapter(t.app, author, { book_id: bookId, title: 'Kaldırılan' });
    await schedule(author.token, draft, inMinutes(5));
    await t.database.db.update(chapters).set({ removedAt: new Date(t.clock()) }).where(eq(chapters.id, draft));
    t.clock.advance(6 * MINUTE);
    const { enqueueDueChapters } = await import('./publish-due');
    expect(await enqueueDueChapters(t.app.ctx)).toBe(1);
    await t.app.jobs.runUntilIdle();
    expect(await newChapterNotes(draft)).toHaveLength(0);
    const [row] = await t.database.db.select().from(chapters).where(eq(chapters.id, draft));
    expect(row).toMatchObject({ isPublished: false, publishAt: null });
  });
});

describe('a suspended author', () => {
  it('has no schedule published: the chapter stays a draft, nobody is notified, the schedule is dropped', async () => {
    const draft = await createChapter(t.app, author, { book_id: bookId, title: 'Askıdayken' });
    expect((await schedule(author.token, draft, inMinutes(4))).statusCode).toBe(200);
    await t.database.db.update(users).set({ suspendedAt: new Date(t.clock()) }).where(eq(users.id, author.id));
    try {
      t.clock.advance(5 * MINUTE);
      const { enqueueDueChapters } = await import('./publish-due');
      expect(await enqueueDueChapters(t.app.ctx)).toBe(1);
      await t.app.jobs.runUntilIdle();
      const [row] = await t.database.db.select().from(chapters).where(eq(chapters.id, draft));
      expect(row).toMatchObject({ isPublished: false, publishAt: null });
      expect(await newChapterNotes(draft)).toHaveLength(0);
    } finally {
      await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, author.id));
    }
  });
});

describe('across a restart', () => {
  it('a chapter scheduled before a shutdown is published by the next start once its time has passed', async () => {
    const database = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-sched-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing', TRUST_PROXY: 'true', LOG_LEVEL: 'silent' });
    const clock = testClock();
    try {
      const first = await buildApp(config, { database, clock, logger: false, schedulerIntervalMs: 20 });
      await first.ready();
      const writer = await registerAndLogin(first);
      const fan = await registerAndLogin(first);
      await first.inject({ method: 'POST', url: `/api/profile/follow/${writer.id}`, headers: bearer(fan.token) });
      const story = await createStory(first, writer);
      const draft = await createChapter(first, writer, { book_id: story, title: 'Yeniden başlatma' });
      const at = new Date(clock() + 60 * MINUTE).toISOString();
      const res = await first.inject({ method: 'PUT', url: `/api/stories/chapters/${draft}/schedule`, headers: bearer(writer.token), payload: { publish_at: at } });
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 60)); // a few ticks: nothing is due yet
      await first.close();
      const [still] = await database.db.select().from(chapters).where(eq(chapters.id, draft));
      expect(still).toMatchObject({ isPublished: false });

      clock.advance(61 * MINUTE);
      const second = await buildApp(config, { database, clock, logger: false, schedulerIntervalMs: 20 });
      await second.ready();
      const deadline = Date.now() + 10_000;
      let published = false;
      // Published by one job, announced by the next: wait for the notice, not only the flag.
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
        [{ isPublished: published }] = (await database.db.select({ isPublished: chapters.isPublished }).from(chapters).where(eq(chapters.id, draft))) as [{ isPublished: boolean }];
        const announced = await database.db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.type, 'new-chapter'), eq(notifications.chapterId, draft)));
        if (published && announced.length > 0) break;
      }
      await second.close();
      expect(published).toBe(true);
      const notes = await database.db.select().from(notifications).where(and(eq(notifications.type, 'new-chapter'), eq(notifications.chapterId, draft)));
      expect(notes.map((n) => n.userId)).toEqual([fan.id]);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
