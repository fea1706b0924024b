// Community size (issue 26, DESIGN §5): one entity grown to the size a real community reaches,
// then the calls that touch it, against the app in production mode on PostgreSQL. Each case
// grows its entity with set-based SQL, then measures the call's status and time, the app's
// resident memory growth (/proc), /api/health probed every 50 ms meanwhile (the worst answer
// is the stall), and for the fan-out the time until every follower has their notice and a
// reader's p99 meanwhile. Usage (PostgreSQL on 127.0.0.1, a database of its own is created):
//   npm run bench:heavy
//   npm run bench:heavy -- --followers 1000000 --library 70000 --notifications 100000
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startApp, waitForHealth, BENCH_JWT_SECRET } from './lib/processes.mjs';
import { signToken } from './lib/tokens.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const FOLLOWERS = opt('followers', 100_000);
const LIBRARY = opt('library', 70_000);
const NOTIFICATIONS = opt('notifications', 100_000);
/** Kill -9 the instance when a third of the followers have their notice, then start another. */
const KILL = args.includes('--kill-mid-fanout');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'okuryazar_heavy';
const dbUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB}`);
await admin.end();

let app = startApp({ port: 3900 + Math.floor(Math.random() * 90), databaseUrl: dbUrl, logLevel: 'warn' });
await waitForHealth(app);
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${app.child.pid}/status`, 'utf8'))[1]) / 1024;
const call = async (method, url, token, body) => {
  const started = performance.now();
  const res = await fetch(`${app.base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, bytes: text.length, json: () => JSON.parse(text) };
};

/** Probes /api/health every 50 ms and samples memory until stopped; the slowest answer is the stall. */
function watch() {
  let worst = 0;
  let peak = rssMb();
  const base = peak;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${app.base}/api/health`).catch(() => undefined);
      worst = Math.max(worst, performance.now() - started);
      peak = Math.max(peak, rssMb());
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { healthWorstMs: worst, memoryMb: peak - base };
  };
}

async function users(count, prefix, birth = '1990-01-01') {
  const { rows } = await db.query(
    `insert into users (email, username, password_hash, full_name, birth_date)
     select '${prefix}' || g || '@gmail.com', '${prefix}' || g, 'x', 'Okur ' || g, '${birth}'::date from generate_series(1, $1) g returning id`,
    [count],
  );
  return rows.map((r) => r.id);
}
const token = (id) => signToken(BENCH_JWT_SECRET, { userId: id, tokenVersion: 0 });

const results = [];
const row = (entity, callName, r, extra = '') =>
  results.push(`| ${entity} | ${callName} | ${r.status} | ${r.ms.toFixed(0)} ms | ${r.memoryMb.toFixed(0)} MB | ${r.healthWorstMs.toFixed(0)} ms | ${extra} |`);

// 1. An author with FOLLOWERS followers publishes a chapter.
{
  const [author] = await users(1, 'yazar');
  const [reader] = await users(1, 'okur');
  await db.query(`insert into users (email, username, password_hash, full_name, birth_date) select 'takipci' || g || '@gmail.com', 'takipci' || g, 'x', '', '1990-01-01' from generate_series(1, $1) g`, [FOLLOWERS]);
  await db.query(`insert into follows (follower_id, followed_id) select id, $1 from users where username like 'takipci%'`, [author]);
  const { rows: [book] } = await db.query(`insert into books (author_id, title, category_id, is_published, published_at) values ($1, 'Büyük Hikaye', 1, true, now()) returning id`, [author]);
  const { rows: [first] } = await db.query(`insert into chapters (book_id, chapter_number, title, content, is_published, published_at) values ($1, 1, 'Bir', '<p>Başlangıç</p>', true, now()) returning id`, [book.id]);
  const { rows: [draft] } = await db.query(`insert into chapters (book_id, chapter_number, title, content) values ($1, 2, 'İki', '<p>Devam</p>') returning id`, [book.id]);
  await db.query('analyze');
  const stop = watch();
  const readerTimes = [];
  let reading = true;
  const readerLoop = (async () => {
    while (reading) readerTimes.push((await call('GET', `/bookReader/books/${book.id}/${first.id}`, token(reader))).ms);
  })();
  const published = await call('POST', `/preview/chapters/${draft.id}/publish`, token(author), { book_id: book.id });
  const started = performance.now();
  let at100k = null;
  let count = 0;
  let killedAt = null;
  while (performance.now() - started < 300_000) {
    count = Number((await db.query(`select count(*) from notifications where chapter_id = $1 and type = 'new-chapter'`, [draft.id])).rows[0].count);
    if (KILL && killedAt === null && count >= FOLLOWERS / 3) {
      killedAt = count;
      reading = false;
      await readerLoop;
      app.child.kill('SIGKILL');
      app = startApp({ port: 3900 + Math.floor(Math.random() * 90), databaseUrl: dbUrl, logLevel: 'warn' });
      await waitForHealth(app);
    }
    if (at100k === null && count >= Math.min(100_000, FOLLOWERS)) at100k = performance.now() - started;
    if (count >= FOLLOWERS) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const all = performance.now() - started;
  reading = false;
  await readerLoop;
  const watched = KILL ? { healthWorstMs: NaN, memoryMb: NaN } : await stop();
  if (KILL) await stop().catch(() => undefined);
  readerTimes.sort((a, b) => a - b);
  const p99 = readerTimes[Math.floor(readerTimes.length * 0.99)] ?? 0;
  const dupes = Number((await db.query(`select count(*) - count(distinct user_id) as d from notifications where chapter_id = $1`, [draft.id])).rows[0].d);
  row(`author with ${FOLLOWERS.toLocaleString('en')} followers`, 'publish a chapter', { ...published, ...watched },
    `${killedAt === null ? '' : `killed with -9 at ${killedAt.toLocaleString('en')} notices and restarted; `}${count.toLocaleString('en')} notices (${dupes} duplicates); ${Math.min(100_000, FOLLOWERS).toLocaleString('en')} in ${(at100k / 1000).toFixed(1)} s, all in ${(all / 1000).toFixed(1)} s; reader p99 ${p99.toFixed(0)} ms over ${readerTimes.length} reads`);
}

// 2. A reader with LIBRARY books in the library: dashboard and the library's first page.
{
  const [reader] = await users(1, 'kitapkurdu');
  const [writer] = await users(1, 'cokyazar');
  await db.query(`insert into books (author_id, title, category_id, is_published, published_at) select $1, 'Kitap ' || g, 1 + g % 20, true, now() from generate_series(1, $2) g`, [writer, LIBRARY]);
  await db.query(`insert into library_entries (user_id, book_id) select $1, id from books where author_id = $2`, [reader, writer]);
  await db.query('analyze');
  for (const [name, url] of [['dashboard', '/dashboard/dashboard'], ['library list (first page)', '/library/reading-list']]) {
    const stop = watch();
    const r = await call('GET', url, token(reader));
    row(`reader with ${LIBRARY.toLocaleString('en')} library books`, name, { ...r, ...(await stop()) }, `${(r.bytes / 1024).toFixed(0)} KB`);
  }
}

// 3. A reader with NOTIFICATIONS unread notifications marks them all read.
{
  const [reader] = await users(1, 'bildirimli');
  await db.query(`insert into notifications (user_id, type, content) select $1, 'moderation', 'Bildirim ' || g from generate_series(1, $2) g`, [reader, NOTIFICATIONS]);
  await db.query('analyze');
  const stop = watch();
  const r = await call('PUT', '/notifications/mark-all-read', token(reader));
  row(`${NOTIFICATIONS.toLocaleString('en')} unread notifications`, 'mark all read', { ...r, ...(await stop()) }, r.bytes < 200 ? `answer ${r.bytes} B` : '');
}

await db.end();
await app.stop();
const load = readFileSync('/proc/loadavg', 'utf8').trim();
const table = [
  `# bench:heavy ${new Date().toISOString()}`,
  '',
  `PostgreSQL 15 on this machine, app in production mode (tsx, one instance). Load average at the end: ${load}.`,
  '',
  '| entity | call | status | answered | memory growth | worst /api/health | notes |',
  '|---|---|---:|---:|---:|---:|---|',
  ...results,
  '',
].join('\n');
console.log(table);
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, `bench/results/heavy-${new Date().toISOString().slice(0, 16).replace(':', '-')}.md`), table);
process.exit(0);
