// What the mixed day draws from: every published chapter a reader can open (published chapter
// of a published, not removed book), ranked by views so Zipf rank 0 is the most read, with its
// book's category and a search word (the first word of the book's title). Plain arrays of
// numbers per chapter so a million chapters stay a few tens of MB in the bench's process.
import pg from 'pg';

export async function loadMixFixtures(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: books } = await client.query(`
      select id, category_id as "categoryId", split_part(lower(title), ' ', 1) as word
      from books where is_published and removed_at is null`);
    const byId = new Map(books.map((b) => [b.id, b]));
    // Ties (many chapters of equal views) broken by id so the ranking, hence the draws, repeat.
    const { rows } = await client.query({
      text: `
        select c.id, c.book_id from chapters c join books b on b.id = c.book_id
        where c.is_published and c.removed_at is null and b.is_published and b.removed_at is null
        order by c.views desc, c.id`,
      rowMode: 'array',
    });
    const chapterIds = new Int32Array(rows.length);
    const bookIds = new Int32Array(rows.length);
    rows.forEach(([id, bookId], i) => {
      chapterIds[i] = id;
      bookIds[i] = bookId;
    });
    return { chapterIds, bookIds, books: byId };
  } finally {
    await client.end();
  }
}
