// Reader chapter call budget (DESIGN §5): on PostgreSQL with ≥ 1M chapters, the API should
// reach ≥ 0.7× the throughput of a bare node:http server answering the same bytes, with
// p99 < 20 ms at 50 connections. Usage:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/okuryazar_bench node bench/reader.mjs
// The database is created and seeded on first use (BENCH_CHAPTERS, default 1,000,000).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/okuryazar_bench';
const CHAPTERS = Number(process.env.BENCH_CHAPTERS ?? 1_000_000);
const PER_BOOK = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = 4399;
const RAW_PORT = 4398;

async function ensureDatabase() {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
}

function startApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'okuryazar-bench-')),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitFor(base) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('API did not start');
}

async function seed(client) {
  const { rows } = await client.query('select count(*)::int as n from chapters');
  if (rows[0].n >= CHAPTERS) return;
  console.log(`seeding ${CHAPTERS} chapters…`);
  const books = Math.ceil(CHAPTERS / PER_BOOK);
  await client.query(`insert into users (email, username, password_hash, birth_date, full_name)
    select 'yazar' || g || '@gmail.com', 'yazar' || g, 'x', '1990-01-01', 'Yazar ' || g from generate_series(1, 1000) g
    on conflict do nothing`);
  await client.query(`insert into books (author_id, title, description, category_id, telif_id, is_published, published_at, total_views)
    select (select min(id) from users) + (g % 1000), 'Kitap ' || g, 'Açıklama ' || g, 1 + (g % 20), 2, true, now(), g % 5000
    from generate_series(1, ${books}) g`);
  await client.query(`insert into chapters (book_id, chapter_number, title, content, is_published, views, likes)
    select b.id, n, 'Bölüm ' || n, repeat('<p>Uzun bir paragraf, okurun gözünü yormayan cümlelerle dolu.</p>', 40), true, n * 3, n
    from books b cross join generate_series(1, ${PER_BOOK}) n`);
  await client.query('analyze');
}

async function run(target, headers) {
  const result = await autocannon({ url: target, connections: 50, duration: DURATION, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

await ensureDatabase();
const api = startApi();
const base = `http://127.0.0.1:${PORT}`;
try {
  await waitFor(base);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await seed(client);
  const { rows } = await client.query(`select c.book_id, c.id from chapters c join books b on b.id = c.book_id where c.chapter_number = 25 order by c.id desc limit 1`);
  await client.end();
  const [{ book_id: bookId, id: chapterId }] = rows;
  const email = `bench${Date.now()}@gmail.com`;
  await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, username: `bench${Date.now() % 1e9}`, password: 'bench-password', birthDate: '1990-01-01' }) });
  const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-password' }) })).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const target = `${base}/api/bookReader/books/${bookId}/${chapterId}`;
  const body = Buffer.from(await (await fetch(target, { headers })).arrayBuffer());

  const raw = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise((r) => raw.listen(RAW_PORT, '127.0.0.1', r));
  const bare = await run(`http://127.0.0.1:${RAW_PORT}/`, {});
  raw.close();
  const reader = await run(target, headers);
  const ratio = reader.rps / bare.rps;
  console.log(JSON.stringify({ chapters: CHAPTERS, bytes: body.length, bare, reader, ratio: Number(ratio.toFixed(2)) }, null, 2));
  console.log(`budget: ratio ≥ 0.7 → ${ratio >= 0.7 ? 'met' : 'NOT met'}; p99 < 20 ms → ${reader.p99 < 20 ? 'met' : 'NOT met'}`);
} finally {
  api.kill('SIGTERM');
}
