// Measures how long a reset request takes for an address with an account and for one
// without: `npx tsx scripts/measure-reset-timing.ts` (from apps/api). Prints the medians of
// 50 requests each, alternating the two kinds so both see the same machine load, one at a
// time (background work of one request is finished before the next starts). Uses a
// throwaway embedded database and the outbox mailer, like a default installation.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

const ROUNDS = 50;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-reset-timing-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48), TRUST_PROXY: 'true', LOG_LEVEL: 'silent', SEED_DEMO: '0' });
const app = await buildApp(config, { logger: false });
await app.ready();

const passwordHash = await hashPassword('olcum-sifresi');
const real = Array.from({ length: ROUNDS }, (_, i) => `olcum${i}@gmail.com`);
await app.ctx.db.insert(users).values(real.map((email, i) => ({ email, username: `olcum_${i}`, passwordHash, birthDate: '1990-01-01', fullName: `olcum_${i}` })));
const unknown = Array.from({ length: ROUNDS }, (_, i) => `kimse${i}@gmail.com`);

async function timed(email: string, i: number): Promise<number> {
  const started = process.hrtime.bigint();
  const res = await app.inject({
    method: 'POST',
    url: '/api/reset-password/send-reset-email',
    headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
    payload: { email },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.statusCode !== 200) throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
  // The mail of a real account is sent after the answer; let it finish outside the timing so
  // it does not land on the next request's clock.
  await app.ctx.background.idle();
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};

// One warm-up of each kind (first queries, first mail transport), not counted.
await timed('isinma@gmail.com', 1000);
await timed(real[0]!.replace('olcum0', 'olcum-yok'), 1001);

const realTimes: number[] = [];
const unknownTimes: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  realTimes.push(await timed(real[i]!, 2 * i));
  unknownTimes.push(await timed(unknown[i]!, 2 * i + 1));
}
console.log(`reset request median over ${ROUNDS}: real account ${median(realTimes).toFixed(2)} ms, unknown address ${median(unknownTimes).toFixed(2)} ms`);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
