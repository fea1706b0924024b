import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { postgresDatabase, type Database } from '../../db/client';
import { chapters, jobs, libraryEntries, notifications } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { withDatabase } from '../../../test/global-setup';
import { bearer, registerAndLogin, testClock, type RegisteredUser } from '../../../test/helpers';
import { copyTemplateDatabase, dropDatabase } from '../../../test/processes';

/**
 * Two API instances, each with its own connection pool and its own scheduler loop, share one
 * PostgreSQL database: 50 chapters scheduled for the same minute must be published exactly
 * once each, and every follower must get exactly one notification per chapter.
 */
const template = inject('dbTemplate');
const COUNT = 50;

describe.runIf(template.kind === 'postgres')('scheduled publishing with two instances on PostgreSQL', () => {
  let dbName = '';
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  const clock = testClock();

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    dbName = await copyTemplateDatabase('okuryazar_sched');
    for (let i = 0; i < 2; i += 1) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-sched-'));
      dirs.push(dataDir);
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing', TRUST_PROXY: 'true', LOG_LEVEL: 'silent' });
      const database = postgresDatabase(withDatabase(template.url, dbName), 4);
      databases.push(database);
      const app = await buildApp(config, { database, clock, logger: false, schedulerIntervalMs: 10, jobs: { pollMs: 10 } });
      await app.ready();
      apps.push(app);
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    if (dbName) await dropDatabase(dbName);
  }, 60_000);

  it(`publishes ${COUNT} chapters due in the same minute once each, one notification per follower each`, async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const db = databases[0]!.db;
    const author = await registerAndLogin(a);
    const followers: RegisteredUser[] = [await registerAndLogin(a), await registerAndLogin(b), await registerAndLogin(b)];
    for (const f of followers.slice(0, 2)) {
      expect((await a.inject({ method: 'POST', url: `/api/profile/follow/${author.id}`, headers: bearer(f.token) })).statusCode).toBe(200);
    }
    const book = await insertBook(db, author.id, { title: 'Aynı Dakika' }, 0);
    // The third one keeps the story in the library: the other road to a new-chapter notice.
    await db.insert(libraryEntries).values({ userId: followers[2]!.id, bookId: book.id });
    const ids = (
      await db
        .insert(chapters)
        .values(Array.from({ length: COUNT }, (_, i) => ({ bookId: book.id, chapterNumber: i + 1, title: `Bölüm ${i + 1}`, content: `<p>Metin ${i + 1}</p>` })))
        .returning({ id: chapters.id })
    ).map((r) => r.id);
    const minute = new Date(clock() + 10 * 60_000);
    for (const [i, id] of ids.entries()) {
      const at = new Date(minute.getTime() + (i % 60) * 1000).toISOString();
      const via = i % 2 === 0 ? a : b;
      const res = await via.inject({ method: 'PUT', url: `/api/stories/chapters/${id}/schedule`, headers: bearer(author.token), payload: { publish_at: at } });
      expect(res.statusCode, res.body).toBe(200);
    }

    clock.advance(11 * 60_000);
    // Besides both loops, extra claims from both sides at once.
    await Promise.all([a.scheduler!.runOnce(), b.scheduler!.runOnce(), a.scheduler!.runOnce(), b.scheduler!.runOnce()]);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const left = await db.select({ id: chapters.id }).from(chapters).where(and(eq(chapters.bookId, book.id), isNotNull(chapters.publishAt)));
      if (left.length === 0 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    const rows = await db.select().from(chapters).where(eq(chapters.bookId, book.id));
    expect(rows.filter((r) => r.isPublished)).toHaveLength(COUNT);
    expect(rows.every((r) => r.publishAt === null)).toBe(true);
    expect(a.scheduler!.enqueued + b.scheduler!.enqueued).toBe(COUNT);
    // Each chapter's fan-out job finishes too: wait until the pipeline is empty.
    while ((await db.select({ id: jobs.id }).from(jobs)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await db.select({ id: jobs.id, kind: jobs.kind, error: jobs.lastError }).from(jobs)).toEqual([]);

    const notes = await db
      .select({ userId: notifications.userId, chapterId: notifications.chapterId })
      .from(notifications)
      .where(and(eq(notifications.type, 'new-chapter'), inArray(notifications.chapterId, ids)));
    expect(notes).toHaveLength(COUNT * followers.length);
    for (const f of followers) {
      const mine = notes.filter((n) => n.userId === f.id).map((n) => n.chapterId);
      expect(new Set(mine).size).toBe(COUNT);
      expect(mine).toHaveLength(COUNT);
    }
    console.info(`scheduled publishing: ${COUNT} chapters, jobs run by instance A ${a.jobs.finished}, B ${b.jobs.finished}; ${notes.length} notifications for ${followers.length} followers`);
  }, 60_000);
});
