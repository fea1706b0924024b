// Builds an embedded DATA_DIR with many chapters, to measure `db:copy-to` and `backup` on a
// large community (README "Moving to PostgreSQL"): `DATA_DIR=/tmp/big npx tsx
// scripts/ops/make-embedded-bench.ts 100000`. Rows are made by SQL inside PGlite
// (generate_series), so no JavaScript holds them; each chapter has about 6,000 characters.
import { dataDirFromEnv } from '../../src/ops/embedded-source';
import { openDatabase } from '../../src/db/client';

const chapters = Number(process.argv[2] ?? 100_000);
const perBook = 50;
const books = Math.ceil(chapters / perBook);
const users = Math.max(1, Math.ceil(books / 4));
const database = await openDatabase({ dataDir: dataDirFromEnv() });
try {
  await database.migrate();
  const db = database.pglite!;
  const started = performance.now();
  await db.query(`INSERT INTO users (email, username, password_hash, birth_date)
    SELECT 'yazar' || i || '@gmail.com', 'yazar_' || i, 'x', '1990-01-01' FROM generate_series(1, ${users}) i`);
  await db.query(`INSERT INTO books (author_id, title, description, category_id, is_published, published_at)
    SELECT 1 + (i % ${users}), 'Hikaye ' || i, 'Uzun bir hikaye açıklaması ' || i, 1 + (i % 20), true, now() FROM generate_series(1, ${books}) i`);
  for (let from = 0; from < chapters; from += 10_000) {
    const to = Math.min(chapters, from + 10_000);
    await db.query(`INSERT INTO chapters (book_id, chapter_number, title, content, is_published, published_at)
      SELECT 1 + (i / ${perBook}), 1 + (i % ${perBook}), 'Bölüm ' || i,
        repeat('<p>Şehrin üzerine çöken sis, ağır ağır dağılırken eski kütüphanenin kapısı aralandı. ' || i || '</p>', 60), true, now()
      FROM generate_series(${from}, ${to - 1}) i`);
    console.log(`${to} bölüm`);
  }
  console.log(`${users} kullanıcı, ${books} hikaye, ${chapters} bölüm: ${((performance.now() - started) / 1000).toFixed(0)} sn`);
} finally {
  await database.close();
}
