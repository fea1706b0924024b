// What the calls need from the seeded database: the seed's record, a mid-size popular book
// and one of its middle chapters. The connection is closed right after, so the database can
// serve as a template (createdb -T) while the bench is idle.
import pg from 'pg';
import { ensureListFixtures } from './list-fixtures.mjs';

export class NotSeededError extends Error {}

/** Enough for 40,000 type-ahead calls a second without one refusal, when the seed has them. */
export const MAX_ROTATING_READERS = 20_000;

export async function loadFixtures(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new NotSeededError(`cannot connect to ${databaseUrl}: ${error.message}`);
  }
  try {
    let seed;
    try {
      ({
        rows: [seed],
      } = await client.query('select chapters, books, users, adult_email, minor_email, password from bench_seed_info'));
    } catch (error) {
      if (error.code !== '42P01') throw error;
    }
    if (!seed) throw new NotSeededError(`${new URL(databaseUrl).pathname.slice(1)} is not seeded`);
    // The most read published, all-ages book with 40–60 chapters: the reader's typical hot
    // path. A seed of many short stories (--books) has none: then its longest, most read one.
    const {
      rows: [book],
    } = await client.query(`
      select b.id, b.category_id, b.title, b.published_chapter_count as chapters
      from books b
      where b.is_published and not b.is_mature_content and b.removed_at is null and b.published_chapter_count between 1 and 60
      order by least(b.published_chapter_count, 40) desc, b.total_views desc limit 1`);
    if (!book) throw new NotSeededError('no published all-ages book: seed more chapters');
    const {
      rows: [chapter],
    } = await client.query('select id, chapter_number from chapters where book_id = $1 and chapter_number = $2', [book.id, Math.ceil(book.chapters / 2)]);
    const {
      rows: [category],
    } = await client.query('select category_id as id, count(*)::int as books from books where is_published group by category_id order by 2 desc limit 1');
    // Adult readers for calls limited per account (type-ahead: 120 a minute each), in turn.
    const { rows: readers } = await client.query(
      `select id as "userId", token_version as "tokenVersion" from users
       where birth_date <= current_date - interval '18 years' and suspended_at is null order by id limit $1`,
      [MAX_ROTATING_READERS],
    );
    const lists = await ensureListFixtures(client, readers);
    return { seed, book, chapter, category, readers, lists };
  } finally {
    await client.end();
  }
}

/** Signs the seeded adult reader in through the API, as the web app does. */
export async function signIn(base, seed) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: seed.adult_email, password: seed.password }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || !body.token) throw new Error(`sign-in as ${seed.adult_email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}
