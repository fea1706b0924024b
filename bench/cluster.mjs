// The cluster test (issue 26 item 6): three API instances behind HAProxy (ops/haproxy.cfg) on
// one PostgreSQL and one Redis. Under a load of writes through the balancer, with a fan-out to
// many followers in flight and live sockets open, one instance is killed with SIGKILL. Then:
// every write the balancer acknowledged (2xx) is in the database, the fan-out finishes with
// exactly one notice per follower (the killed instance's claimed job is taken over once its
// lease ends), the sockets the dead instance held reconnect through the balancer within 5 s
// and receive live events. Exits 1 when any of that fails. Usage:
//   npm run test:cluster                      # 100,000 followers
//   npm run test:cluster -- --followers 20000
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort, startApp, waitForHealth, BENCH_JWT_SECRET } from './lib/processes.mjs';
import { signToken } from './lib/tokens.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const FOLLOWERS = args.includes('--followers') ? Number(args[args.indexOf('--followers') + 1]) : 100_000;
const WRITERS = 60;
const SOCKETS = 30;
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB = 'okuryazar_cluster';
const dbUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB}`);
await admin.end();

// HAProxy's front and the three instances, each a port the system hands out.
const base = await freePort();
const ports = [await freePort(), await freePort(), await freePort()];
const env = { TRUST_PROXY: 'true' };
const apps = [];
// The first start migrates the empty database; the others start on a migrated one.
apps.push(startApp({ port: ports[0], databaseUrl: dbUrl, redisUrl: REDIS_URL, logLevel: 'warn', env }));
await waitForHealth(apps[0]);
for (const port of ports.slice(1)) apps.push(startApp({ port, databaseUrl: dbUrl, redisUrl: REDIS_URL, logLevel: 'warn', env }));
await Promise.all(apps.slice(1).map((a) => waitForHealth(a)));

const cfgDir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-haproxy-'));
const cfg = readFileSync(path.join(ROOT, 'ops/haproxy.cfg'), 'utf8')
  .replace('${FRONT_PORT}', String(base))
  .replace('${API1_PORT}', String(ports[0]))
  .replace('${API2_PORT}', String(ports[1]))
  .replace('${API3_PORT}', String(ports[2]));
writeFileSync(path.join(cfgDir, 'haproxy.cfg'), cfg);
const haproxy = spawn(process.env.HAPROXY ?? 'haproxy', ['-db', '-f', path.join(cfgDir, 'haproxy.cfg')], { stdio: ['ignore', 'ignore', 'inherit'] });
process.on('exit', () => haproxy.kill('SIGKILL'));
const front = `http://127.0.0.1:${base}`;
for (let i = 0; ; i += 1) {
  if ((await fetch(`${front}/api/health`).catch(() => ({ ok: false }))).ok) break;
  if (i > 100) throw new Error('HAProxy does not answer');
  await new Promise((r) => setTimeout(r, 100));
}

const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const token = (id) => signToken(BENCH_JWT_SECRET, { userId: id, tokenVersion: 0 });
const ids = async (sql, params) => (await db.query(sql, params)).rows.map((r) => r.id);
const makeUsers = (n, prefix) =>
  ids(`insert into users (email, username, password_hash, birth_date) select '${prefix}' || g || '@gmail.com', '${prefix}' || g, 'x', '1990-01-01' from generate_series(1, $1) g returning id`, [n]);

const [author] = await makeUsers(1, 'kumeyazar');
const writers = await makeUsers(WRITERS, 'kumeokur');
const listeners = await makeUsers(SOCKETS, 'kumedinleyen');
const fans = await makeUsers(SOCKETS, 'kumehayran');
await db.query(`insert into users (email, username, password_hash, birth_date) select 'kumetakipci' || g || '@gmail.com', 'kumetakipci' || g, 'x', '1990-01-01' from generate_series(1, $1) g`, [FOLLOWERS]);
await db.query(`insert into follows (follower_id, followed_id) select id, $1 from users where username like 'kumetakipci%'`, [author]);
const [book] = await ids(`insert into books (author_id, title, category_id, is_published, published_at) values ($1, 'Küme Hikayesi', 1, true, now()) returning id`, [author]);
const [chapter] = await ids(`insert into chapters (book_id, chapter_number, title, content, is_published, published_at) values ($1, 1, 'Bir', '<p>Metin</p>', true, now()) returning id`, [book]);
const [draft] = await ids(`insert into chapters (book_id, chapter_number, title, content) values ($1, 2, 'İki', '<p>Devam</p>') returning id`, [book]);
await db.query('analyze');

// Live sockets through the balancer; one that closes reconnects at once, as the web client does.
function live(userId) {
  const state = { events: [], lostAt: null, reconnectMs: [], socket: null };
  const open = () => {
    const socket = new WebSocket(`${front.replace('http', 'ws')}/ws`);
    state.socket = socket;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: token(userId) })));
    socket.on('message', (raw) => {
      const msg = JSON.parse(String(raw));
      if (msg.type === 'ready' && state.lostAt !== null) {
        state.reconnectMs.push(performance.now() - state.lostAt);
        state.lostAt = null;
      } else if (msg.type !== 'ready') state.events.push(msg);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (state.stopped) return;
      state.lostAt ??= performance.now();
      setTimeout(open, 200);
    });
  };
  open();
  return state;
}
const sockets = listeners.map(live);
await new Promise((r) => setTimeout(r, 1500));

// Writes through the balancer: every acknowledged comment must survive the kill.
const acknowledged = [];
let refused = 0;
let writing = true;
const writerLoops = writers.map(async (id, i) => {
  let n = 0;
  while (writing && n < 9) {
    const res = await fetch(`${front}/api/bookReader/books/${book}/chapters/${chapter}/comments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token(id)}`, 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ content: `Yorum ${id}-${n}` }),
    }).catch(() => null);
    n += 1;
    if (res?.ok) acknowledged.push((await res.json()).comment_id);
    else refused += 1;
    await new Promise((r) => setTimeout(r, 150));
  }
});

await new Promise((r) => setTimeout(r, 1500));
const published = await fetch(`${front}/api/preview/chapters/${draft}/publish`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token(author)}`, 'content-type': 'application/json' },
  body: JSON.stringify({ book_id: book }),
});
check(published.ok, `the author publishes through the balancer (${published.status})`);
await new Promise((r) => setTimeout(r, 700));
const noticesBefore = Number((await db.query(`select count(*) from notifications where chapter_id = $1`, [draft])).rows[0].count);
const claimedBy = (await db.query(`select locked_by from jobs where kind = 'notify.new-chapter'`)).rows[0]?.locked_by ?? 'none';
apps[1].child.kill('SIGKILL');
const killedAt = performance.now();
console.log(`killed instance 2 (port ${ports[1]}) with ${noticesBefore.toLocaleString('en')} of ${FOLLOWERS.toLocaleString('en')} notices written; the fan-out was claimed by ${claimedBy}`);

await new Promise((r) => setTimeout(r, 3000));
writing = false;
await Promise.all(writerLoops);

const stored = new Set((await db.query(`select id from comments where chapter_id = $1`, [chapter])).rows.map((r) => r.id));
const lost = acknowledged.filter((id) => !stored.has(id));
check(lost.length === 0, `${acknowledged.length} acknowledged writes, ${lost.length} lost (${refused} refused or cut off, never acknowledged)`);

const dropped = sockets.filter((s) => s.reconnectMs.length > 0 || s.lostAt !== null);
const waitUntil = performance.now() + 10_000;
while (sockets.some((s) => s.lostAt !== null) && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 100));
const worstReconnect = Math.max(0, ...sockets.flatMap((s) => s.reconnectMs));
check(dropped.length > 0 && sockets.every((s) => s.lostAt === null) && worstReconnect < 5000, `${dropped.length} of ${SOCKETS} sockets were on the killed instance; all reconnected, the slowest in ${(worstReconnect / 1000).toFixed(2)} s`);

// Live events after the kill reach every socket, whichever instance holds it.
await Promise.all(
  listeners.map((id, i) =>
    fetch(`${front}/api/profile/follow/${id}`, { method: 'POST', headers: { authorization: `Bearer ${token(fans[i])}`, 'x-forwarded-for': `10.8.0.${i}` } }),
  ),
);
const eventDeadline = performance.now() + 5000;
const heard = () => sockets.filter((s) => s.events.some((e) => e.type === 'notification' && e.data.type === 'follow')).length;
while (heard() < SOCKETS && performance.now() < eventDeadline) await new Promise((r) => setTimeout(r, 100));
check(heard() === SOCKETS, `${heard()} of ${SOCKETS} sockets received a live event sent after the kill`);

// The fan-out: finished by the surviving instances, exactly one notice per follower.
const fanoutDeadline = performance.now() + 240_000;
let notices = 0;
for (;;) {
  notices = Number((await db.query(`select count(*) from notifications where chapter_id = $1 and type = 'new-chapter'`, [draft])).rows[0].count);
  const left = Number((await db.query(`select count(*) from jobs`)).rows[0].count);
  if ((notices >= FOLLOWERS && left === 0) || performance.now() > fanoutDeadline) break;
  await new Promise((r) => setTimeout(r, 500));
}
const duplicates = Number((await db.query(`select count(*) - count(distinct user_id) as d from notifications where chapter_id = $1`, [draft])).rows[0].d);
const parked = Number((await db.query(`select count(*) from jobs where state = 'failed'`)).rows[0].count);
check(notices === FOLLOWERS && duplicates === 0 && parked === 0, `fan-out: ${notices.toLocaleString('en')} notices for ${FOLLOWERS.toLocaleString('en')} followers, ${duplicates} duplicates, ${parked} parked jobs, done ${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill`);

for (const s of sockets) {
  s.stopped = true;
  s.socket?.close();
}
await db.end();
haproxy.kill('SIGTERM');
await Promise.all([apps[0].stop(), apps[2].stop()]);
console.log(failures.length === 0 ? 'cluster test passed' : `cluster test FAILED: ${failures.length} check(s)`);
process.exit(failures.length === 0 ? 0 : 1);
