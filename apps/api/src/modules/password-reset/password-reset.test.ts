import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@okuryazar/shared';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../lib/mailer';
import { bearer, createTestApp, nextIp, registerAndLogin, type RegisteredUser, type TestApp } from '../../../test/helpers';

const HOUR = 60 * 60 * 1000;

function tokenFrom(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/reset-password\/([A-Za-z0-9_-]{20,})/.exec(unfolded);
  if (!match) throw new Error(`no reset link in mail:\n${mail}`);
  return match[1]!;
}

describe('password reset with the outbox', () => {
  let t: TestApp;
  let user: RegisteredUser;
  const outbox = () => path.join(t.config.dataDir, 'outbox');
  async function mails(): Promise<string[]> {
    const files = (await readdir(outbox()).catch(() => [] as string[])).sort();
    return Promise.all(files.map((f) => readFile(path.join(outbox(), f), 'utf8')));
  }
  // The mail goes out after the answer: wait for it before looking at the outbox.
  async function request(email: string) {
    const res = await t.app.inject({ method: 'POST', url: '/api/reset-password/send-reset-email', headers: { 'x-forwarded-for': nextIp() }, payload: { email } });
    await t.app.ctx.background.idle();
    return res;
  }
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/reset-password/reset-password', headers: { 'x-forwarded-for': nextIp() }, payload: { token, newPassword } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': nextIp() }, payload: { email, password } });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://okuryazar.example' });
    user = await registerAndLogin(t.app);
  });
  afterAll(async () => t.close());

  it('answers the same for an unknown address and writes no mail', async () => {
    const res = await request('kimsesiz.adres@gmail.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.resetEmailSent });
    expect(await mails()).toHaveLength(0);
  });

  it('refuses addresses outside the 12 reset domains', async () => {
    for (const email of ['a@msn.com', 'a@msn.com.tr', 'a@protonmail.com']) {
      const res = await request(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.invalidEmail);
    }
  });

  it('mails a Turkish link that works once, ends old sessions, and stores only a hash', async () => {
    const res = await request(user.email.toUpperCase());
    expect(res.json()).toEqual({ message: MSG.resetEmailSent });
    const [mail] = await mails();
    expect(mail).toContain('Subject: =?UTF-8?');
    expect(mail).toContain('https://okuryazar.example/reset-password/');
    const token = tokenFrom(mail!);
    const stored = await t.database.db.execute<{ token_hash: string }>('select token_hash from password_reset_tokens' as never);
    const rows = (stored as unknown as { rows: { token_hash: string }[] }).rows;
    expect(rows.some((r) => r.token_hash === token)).toBe(false);

    expect((await reset(token, '123')).json().message).toBe(MSG.passwordTooShort);
    expect((await reset(token, 'yeni-sifre-42')).statusCode).toBe(200);
    expect((await reset(token, 'baska-sifre-43')).json()).toEqual({ message: MSG.resetLinkInvalid, code: 'RESET_TOKEN_INVALID' });
    expect((await login(user.email, 'yeni-sifre-42')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const old = await t.app.inject({ method: 'GET', url: '/api/header/headerInfo', headers: bearer(user.token) });
    expect(old.statusCode).toBe(401);
  });

  it('lets a newer request supersede the older link, and expires links after an hour', async () => {
    const other = await registerAndLogin(t.app);
    const before = (await mails()).length;
    await request(other.email);
    await request(other.email);
    const all = await mails();
    expect(all.length).toBe(before + 2);
    const first = tokenFrom(all[before]!);
    const second = tokenFrom(all[before + 1]!);
    expect(first).not.toBe(second);
    expect((await reset(first, 'ilk-link-sifre')).statusCode).toBe(400);

    t.clock.advance(HOUR + 1000);
    expect((await reset(second, 'gec-kalan-sifre')).json().message).toBe(MSG.resetLinkInvalid);
  });

  it('tells whether a link is still valid without using it up', async () => {
    const status = async (token: string, ip = nextIp()) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/reset-password/${encodeURIComponent(token)}/status`, headers: { 'x-forwarded-for': ip } });
      expect(res.statusCode).toBe(200);
      return res.json() as { valid: boolean };
    };
    const someone = await registerAndLogin(t.app);
    const before = (await mails()).length;
    await request(someone.email);
    const token = tokenFrom((await mails())[before]!);

    expect(await status(token)).toEqual({ valid: true });
    expect(await status(token)).toEqual({ valid: true });
    // Checking did not consume it: the link still sets a password once, then is dead.
    expect((await reset(token, 'kontrol-sonrasi-1')).statusCode).toBe(200);
    expect(await status(token)).toEqual({ valid: false });
    expect(await status('uydurma-bir-anahtar-degeri-1234567890')).toEqual({ valid: false });
    expect(await status('kisa')).toEqual({ valid: false });

    // Expired after an hour.
    await request(someone.email);
    const fresh = tokenFrom((await mails()).at(-1)!);
    expect(await status(fresh)).toEqual({ valid: true });
    t.clock.advance(HOUR + 1000);
    expect(await status(fresh)).toEqual({ valid: false });
  });

  it('rate-limits link checks per client address', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/api/reset-password/uydurma-anahtar-0000000000/status', headers: { 'x-forwarded-for': ip } });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('limits requests per address', async () => {
    const someone = await registerAndLogin(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await request(someone.email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it.each([{}, { token: 'x' }, { token: 'a'.repeat(40) }])('refuses a bad reset body %j with a Turkish 400', async (payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reset-password/reset-password', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[ğüşıöçİ]/);
  });
});

describe('password reset through SMTP', () => {
  let smtp: SMTPServer;
  const received: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Okuryazar <noreply@okuryazar.example>', PUBLIC_URL: 'https://okuryazar.example' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the mail to the SMTP server, and the link resets the password', async () => {
    const user = await registerAndLogin(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/reset-password/send-reset-email', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);
    await t.app.ctx.background.idle();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`To: ${user.email}`);
    const token = tokenFrom(received[0]!);
    const done = await t.app.inject({ method: 'POST', url: '/api/reset-password/reset-password', payload: { token, newPassword: 'smtp-ile-yeni' } });
    expect(done.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'smtp-ile-yeni' } });
    expect(login.statusCode).toBe(200);
  });
});

describe('password reset answers before any account work', () => {
  let t: TestApp;
  let user: RegisteredUser;
  const sent: Mail[] = [];
  let failNext = false;
  let openGate: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  // A mailer the test holds: a send waits at the gate (or fails), so the test sees whether
  // the answer waited for it.
  const mailer: Mailer = {
    async send(mail) {
      await gate;
      if (failNext) {
        failNext = false;
        throw new Error(`550 recipient rejected: ${mail.to}`);
      }
      sent.push(mail);
    },
    close: () => undefined,
  };
  const request = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/reset-password/send-reset-email', headers: { 'x-forwarded-for': nextIp() }, payload: { email } });

  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
    user = await registerAndLogin(t.app);
  });
  afterAll(async () => t.close());
  // Without the fix the request itself waits at the gate; open it so the next test starts clean.
  afterEach(() => {
    openGate();
    gate = Promise.resolve();
  });

  it('sends the answer for a real account while its mail is still waiting', async () => {
    gate = new Promise((resolve) => (openGate = resolve));
    const res = await request(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.resetEmailSent });
    expect(sent).toHaveLength(0);
    openGate();
    await t.app.ctx.background.idle();
    expect(sent.map((m) => m.to)).toEqual([user.email]);
  });

  it('answers a real account whose mail fails exactly like an unknown address', async () => {
    const someone = await registerAndLogin(t.app);
    failNext = true;
    const real = await request(someone.email);
    await t.app.ctx.background.idle();
    const unknown = await request('hic-kimse@gmail.com');
    expect([real.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(real.json()).toEqual(unknown.json());
    expect(real.headers['content-length']).toBe(unknown.headers['content-length']);
  });
});
