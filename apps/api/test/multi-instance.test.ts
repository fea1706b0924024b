import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from './global-setup';
import { connectLive } from './ws-client';
import { sampleCover, storyFields } from './authoring';
import { coverPart, multipartPayload } from './multipart';
import { API_DIR, freePort, copyTemplateDatabase, dropDatabase } from './processes';
import { storedText } from './paragraphs';

/**
 * Two real API processes on different ports share the machine's PostgreSQL and Redis: an
 * event caused through one instance must reach a socket held by the other. Runs with the
 * PostgreSQL test run (DATABASE_URL), where both services are there.
 */
const template = inject('dbTemplate');
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const metricsToken = randomBytes(16).toString('hex');

async function waitForHealth(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${output()}`);
}

describe.runIf(template.kind === 'postgres')('two API instances sharing PostgreSQL and Redis', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const bases: string[] = [];
  let dbName = '';
  const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    dbName = await copyTemplateDatabase('okuryazar_mi');
    const secret = randomBytes(32).toString('hex');
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-mi-'));
      dirs.push(dataDir);
      let log = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_DIR,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: withDatabase(template.url, dbName),
          REDIS_URL: redisUrl,
          JWT_SECRET: secret,
          SEED_DEMO: '0',
          TRUST_PROXY: '1',
          LOG_LEVEL: 'warn',
          METRICS_TOKEN: metricsToken,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => (log += String(d)));
      child.stderr?.on('data', (d) => (log += String(d)));
      children.push(child);
      const base = `http://127.0.0.1:${port}`;
      bases.push(base);
      await waitForHealth(base, child, () => log);
    }
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    if (dbName) await dropDatabase(dbName);
  }, 60_000);

  async function signUp(base: string) {
    const suffix = randomBytes(4).toString('hex');
    const body = { email: `coklu${suffix}@gmail.com`, username: `coklu_${suffix}`, password: 'sifre-123456', birthDate: '1990-01-01' };
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip() };
    expect((await fetch(`${base}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify(body) })).status).toBe(201);
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: body.email, password: body.password }) });
    const { token, user_id } = (await login.json()) as { token: string; user_id: number };
    return { token, id: user_id, username: body.username, email: body.email };
  }

  it('delivers an event caused on one instance to a socket held by the other', async () => {
    const [a, b] = bases as [string, string];
    const writer = await signUp(a);
    const fan = await signUp(b);
    const live = await connectLive(b, writer.token);
    expect(live.ready).toBe(true);

    const follow = await fetch(`${a}/api/profile/follow/${writer.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fan.token}` },
    });
    expect(follow.status).toBe(200);
    const event = await live.next((e) => e.type === 'notification' && e.data.type === 'follow');
    expect(event.data).toMatchObject({ sender_id: fan.id });

    await fetch(`${a}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fan.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ recipient_username: writer.username, content: 'Öbür sunucudan selam' }),
    });
    const message = await live.next((e) => e.type === 'new_message');
    expect(message.data).toMatchObject({ content: 'Öbür sunucudan selam', sender_id: fan.id });
    live.close();
  }, 60_000);

  it('a password change on one instance closes the old sockets on both with 4401; the new token\'s socket keeps receiving', async () => {
    const [a, b] = bases as [string, string];
    const owner = await signUp(a);
    const friend = await signUp(b);
    const oldOnA = await connectLive(a, owner.token);
    const oldOnB = await connectLive(b, owner.token);
    expect(oldOnA.ready && oldOnB.ready).toBe(true);

    const changed = await fetch(`${a}/api/setting`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', 'x-forwarded-for': ip() },
      body: JSON.stringify({ username: owner.username, email: owner.email, full_name: '', bio: '', current_password: 'sifre-123456', password_hash: 'yeni-sifre-789' }),
    });
    expect(changed.status).toBe(200);
    const { token: newToken } = (await changed.json()) as { token: string };
    expect(await oldOnA.closed).toBe(4401);
    expect(await oldOnB.closed).toBe(4401);

    const newOnB = await connectLive(b, newToken);
    expect(newOnB.ready).toBe(true);
    const sent = await fetch(`${a}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${friend.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ recipient_username: owner.username, content: 'Yeni şifreden sonra' }),
    });
    expect(sent.status).toBe(201);
    await newOnB.next((e) => e.type === 'new_message' && e.data.content === 'Yeni şifreden sonra');
    for (const old of [oldOnA, oldOnB]) expect(old.events.filter((e) => e.type === 'new_message')).toEqual([]);
    newOnB.close();
  }, 60_000);

  it('counts a user’s writes across instances (write limits live in Redis)', async () => {
    const [a, b] = bases as [string, string];
    const poster = await signUp(a);
    const send = (base: string, i: number) =>
      fetch(`${base}/api/community/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${poster.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `Gönderi ${i}` }),
      });
    // The per-minute post limit is 5 (lib/write-limits.ts): alternate the instances.
    for (let i = 0; i < 5; i += 1) expect((await send(i % 2 ? b : a, i)).status).toBe(201);
    const refused = await send(b, 5);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('shows a chapter edited on one instance on the very next read on the other, and unpublishing hides it there', async () => {
    const [a, b] = bases as [string, string];
    const writer = await signUp(a);
    const fan = await signUp(b);
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const json = (token: string) => ({ ...auth(token), 'content-type': 'application/json' });
    const { payload, headers } = multipartPayload(storyFields(), coverPart(await sampleCover()));
    const created = await fetch(`${a}/api/new-story`, { method: 'POST', headers: { ...headers, ...auth(writer.token) }, body: new Uint8Array(payload) });
    expect(created.status).toBe(201);
    const { book_id: bookId } = (await created.json()) as { book_id: number };
    const save = (content: string, chapterId?: number) =>
      fetch(`${a}/api/stories/chapters`, {
        method: 'POST',
        headers: json(writer.token),
        body: JSON.stringify({ book_id: bookId, chapter_id: chapterId, title: 'Bölüm', content, is_published: true }),
      });
    const first = await save('<p>İlk hali</p>');
    expect(first.status).toBe(200);
    const { chapter_id: chapterId } = (await first.json()) as { chapter_id: number };
    const readOnB = async () => {
      const res = await fetch(`${b}/api/bookReader/books/${bookId}/${chapterId}`, { headers: auth(fan.token) });
      if (res.status !== 200) return res.status;
      const body = (await res.json()) as { chapters: { chapter_id: number; content: string | null }[] };
      return body.chapters.find((c) => c.chapter_id === chapterId)?.content;
    };
    expect(await readOnB()).toEqual(storedText('<p>İlk hali</p>'));
    expect(await readOnB()).toEqual(storedText('<p>İlk hali</p>'));

    expect((await save('<p>Düzeltilmiş hali</p>', chapterId)).status).toBe(200);
    expect(await readOnB()).toEqual(storedText('<p>Düzeltilmiş hali</p>'));

    const hidden = await fetch(`${a}/api/preview/chapters/${chapterId}/unpublish`, { method: 'POST', headers: json(writer.token), body: JSON.stringify({ book_id: bookId }) });
    expect(hidden.status).toBe(200);
    expect(await readOnB()).toBe(404);

    // B answered the second read from memory and says so on /api/metrics.
    const metrics = await (await fetch(`${b}/api/metrics`, { headers: auth(metricsToken) })).text();
    const hits = /^okuryazar_content_cache_hits_total\{namespace="text"\} (\d+)$/m.exec(metrics);
    expect(Number(hits?.[1])).toBeGreaterThanOrEqual(1);
    expect(metrics).toMatch(/^okuryazar_content_cache_bytes \d+$/m);
  }, 60_000);
});
