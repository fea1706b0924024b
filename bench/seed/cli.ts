/**
 * `npm run bench:seed -- --database-url <url> --chapters <n> [--books <n>]`: creates the
 * database if missing, runs the app's migrations and fills it at that scale (docs/PRODUCT.md#budgets) in one
 * transaction, recorded in `bench_seed_info` so a second run with the same size does nothing.
 * `--books` fixes the number of stories (1,000,000 for the search benchmark of issue 14), with
 * the chapters (default: two a book) spread over them.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { postgresDatabase } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { BENCH_PASSWORD, DEFAULT_DATABASE_URL, ensureDatabase } from './database';
import { seedSize, seedStatements, VERIFY_SQL } from './statements';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
    chapters: { type: 'string' },
    books: { type: 'string' },
  },
});
const url = values['database-url'];
const wholeNumber = (text: string) => Number(text.replaceAll('_', '').replaceAll(',', ''));
const books = values.books === undefined ? null : wholeNumber(values.books);
if (books !== null && (!Number.isInteger(books) || books < 50)) {
  console.error('--books must be a whole number ≥ 50');
  process.exit(2);
}
const chapters = wholeNumber(values.chapters ?? String(books === null ? 1_000_000 : books * 2));
if (!Number.isInteger(chapters) || chapters < 100) {
  console.error('--chapters must be a whole number ≥ 100');
  process.exit(2);
}
if (books !== null && chapters < books) {
  console.error(`--chapters (${chapters}) must be at least --books (${books}): every book has a chapter`);
  process.exit(2);
}
const sizeArgs = `--chapters ${chapters}${books === null ? '' : ` --books ${books}`}`;

const INFO_TABLE = `create table if not exists bench_seed_info (
  id int primary key default 1 check (id = 1),
  chapters int not null, books int not null, users int not null,
  adult_email text not null, minor_email text not null, password text not null,
  seconds numeric not null, seeded_at timestamptz not null default now())`;

const started = performance.now();
const elapsed = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const dbName = new URL(url).pathname.slice(1);

if (await ensureDatabase(url)) console.log(`created database ${dbName}`);
const database = postgresDatabase(url, 1);
await database.migrate();
await database.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await client.query('begin');
  // Two seeders on one database wait for each other; the second then finds the work done.
  await client.query(`select pg_advisory_xact_lock(hashtext('okuryazar bench seed'))`);
  await client.query(INFO_TABLE);
  const { rows: info } = await client.query<{ chapters: number; books: number; seconds: string }>('select chapters, books, seconds from bench_seed_info');
  if (info[0]) {
    await client.query('rollback');
    const had = info[0];
    const holds = `${had.chapters.toLocaleString('en')} chapters in ${had.books.toLocaleString('en')} books`;
    if (had.chapters === chapters && (books === null || had.books === books)) {
      console.log(`${dbName} is already seeded with ${holds} (took ${had.seconds} s); nothing to do.`);
    } else if (books === null && had.chapters > chapters) {
      console.log(`${dbName} already holds ${holds} (more than ${chapters.toLocaleString('en')} chapters); nothing to do.`);
    } else {
      const fresh = `${dbName}_${books === null ? chapters : `${books}b`}`;
      console.error(
        `${dbName} holds ${holds}; a seed never changes in place.\n` +
          `Seed a fresh database instead, e.g.:\n  npm run bench:seed -- --database-url ${url.replace(/\/[^/]*$/, `/${fresh}`)} ${sizeArgs}\n` +
          `or drop this one first (dropdb ${dbName}) if nobody else uses it.`,
      );
      process.exitCode = 1;
    }
  } else {
    const { rows } = await client.query<{ users: number; books: number }>('select (select count(*) from users)::int as users, (select count(*) from books)::int as books');
    if (rows[0]!.users > 0 || rows[0]!.books > 0) {
      throw new Error(`${dbName} already has ${rows[0]!.users} users and ${rows[0]!.books} books that this seeder did not write; use a fresh database.`);
    }
    const size = seedSize(chapters, books);
    console.log(
      `seeding ${dbName}: ${chapters.toLocaleString('en')} chapters` +
        `${books === null ? '' : ` in ${books.toLocaleString('en')} books`}, ${size.users.toLocaleString('en')} users…`,
    );
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    for (const statement of seedStatements(size, passwordHash)) {
      const t = performance.now();
      await client.query(statement.sql);
      console.log(`  ${statement.label.padEnd(32)} ${elapsed(t)}`);
    }
    const { rows: verify } = await client.query<Record<string, number | boolean>>(VERIFY_SQL);
    const counts = verify[0]!;
    const failed = Object.entries(counts).filter(([, v]) => v === false);
    if (failed.length > 0) throw new Error(`counter check failed: ${failed.map(([k]) => k).join(', ')}`);
    await client.query(
      `insert into bench_seed_info (chapters, books, users, adult_email, minor_email, password, seconds) values ($1, $2, $3, $4, $5, $6, $7)`,
      [chapters, counts.books, counts.users, 'bench@gmail.com', 'bench-genc@gmail.com', BENCH_PASSWORD, ((performance.now() - started) / 1000).toFixed(1)],
    );
    await client.query('commit');
    const t = performance.now();
    // A database in service has been vacuumed by autovacuum: visibility maps set (index-only
    // scans read no heap) and statistics current. A bulk load has neither until it runs.
    await client.query('vacuum analyze');
    console.log(`  ${'vacuum analyze'.padEnd(32)} ${elapsed(t)}`);
    const { rows: sizeRows } = await client.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size');
    console.log(JSON.stringify(counts, null, 2));
    console.log(`seeded ${dbName} in ${elapsed(started)} (${sizeRows[0]!.size} on disk)`);
  }
} catch (error) {
  await client.query('rollback').catch(() => undefined);
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await client.end();
}
