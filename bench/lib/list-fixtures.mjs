// Reading lists at their limits for the list calls' budget (issue 32: every list call under
// 50 ms p99 at 20 connections on the 1,000,000-chapter seed). The seed has no lists, so they are
// added here once per database, the same every time: the bench reader (user 1) and another
// adult reader each get 100 public lists (the most a user may have); each one's first list holds
// 1,000 stories (the most a list may hold), the others 24. Stories are the most read published
// ones, mature and all-ages alike, so the minor's view and an adult's view differ as in life.
const LISTS = 100;
const FULL = 1000;
const SMALL = 24;
const GAP = 1024;

/** Creates the lists if `ownerId` has none; answers the owner's biggest list's id. */
async function ensureOwnerLists(client, ownerId) {
  const existing = await client.query('select min(id) as id from reading_lists where user_id = $1', [ownerId]);
  if (existing.rows[0].id !== null) return Number(existing.rows[0].id);
  await client.query('begin');
  try {
    const { rows } = await client.query(
      `insert into reading_lists (user_id, title, description, is_public)
       select $1, 'Bench listesi ' || n, 'Okuma listesi ' || n, true from generate_series(1, $2) n
       returning id`,
      [ownerId, LISTS],
    );
    const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    // The first list full; the others a page each, each a different slice of the catalogue.
    await client.query(
      `insert into reading_list_books (list_id, book_id, position)
       select $1, id, row_number() over (order by total_views desc, id) * $3
       from (select id, total_views from books where is_published and author_id <> $4 order by total_views desc, id limit $2) b`,
      [ids[0], FULL, GAP, ownerId],
    );
    await client.query(
      `insert into reading_list_books (list_id, book_id, position)
       select l.id, b.id, b.k * $2
       from unnest($1::int[]) with ordinality as l(id, n)
       cross join lateral (
         select id, row_number() over (order by id) as k from books
         where is_published and author_id <> $4 order by id offset l.n * $3 limit $3) b`,
      [ids.slice(1), GAP, SMALL, ownerId],
    );
    await client.query('commit');
    return ids[0];
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * The lists of the bench reader and of a second adult reader (whose public lists the bench
 * reader opens as someone else's), and a story in the bench reader's full list (the
 * add-to-list dialog marks the lists holding it).
 */
export async function ensureListFixtures(client, readers) {
  const table = await client.query(`select to_regclass('reading_lists') as t`);
  if (!table.rows[0].t) return null;
  const [mine, other] = [readers[0]?.userId, readers[1]?.userId];
  if (mine === undefined || other === undefined) return null;
  const ownList = await ensureOwnerLists(client, mine);
  const otherList = await ensureOwnerLists(client, other);
  await client.query('analyze reading_lists; analyze reading_list_books');
  const { rows: [held] } = await client.query('select book_id from reading_list_books where list_id = $1 order by position limit 1', [ownList]);
  const lastPage = Math.ceil(FULL / 24);
  // Where the web asks the last page from: right after the last story of the page before it.
  const { rows: [before] } = await client.query(
    'select rlb.position::text as after_position, rlb.book_id from reading_list_books rlb where rlb.list_id = $1 order by rlb.position, rlb.book_id offset $2 limit 1',
    [ownList, (lastPage - 1) * 24 - 1],
  );
  return { ownerId: mine, ownList, otherId: other, otherList, heldBookId: Number(held.book_id), lastPage, lastAfter: `${before.after_position}_${before.book_id}` };
}
