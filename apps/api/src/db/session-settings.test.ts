import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { rowsOf, rowsPlannedForValues } from './raw-sql';
import type { Database } from './client';
import { WORD_SIMILARITY_THRESHOLD } from './session-settings';

/** Every session carries the search threshold, on PGlite and (with DATABASE_URL) on each pooled PostgreSQL connection. */
describe('session settings', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('sets the word similarity threshold that `<%` reads on every connection', async () => {
    // More queries at once than one connection serves, so a pool opens several.
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        rowsOf<{ threshold: string }>(database.db, sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold, pg_sleep(0.05)`),
      ),
    );
    for (const [row] of results) expect(Number(row!.threshold)).toBe(WORD_SIMILARITY_THRESHOLD);
  });

  it('decides which titles `<%` matches', async () => {
    const rows = await rowsOf<{ near: boolean; far: boolean }>(database.db, sql`select 'kitaplari' <% 'kitap evi' as near, 'kitaplari' <% 'kira evi' as far`);
    expect(rows).toEqual([{ near: true, far: false }]);
  });

  it('plans a value-dependent statement for its values, the session keeping its generic plans', async () => {
    // PostgreSQL's sessions use one generic plan for every statement with parameters; the
    // recommendations took 10 s on it for a reader who keeps the whole catalogue (bench:heavy).
    const [inside] = await rowsPlannedForValues<{ mode: string; one: number }>(database.db, sql`select current_setting('plan_cache_mode') as mode, ${1}::int as one`);
    expect(inside).toEqual({ mode: 'force_custom_plan', one: 1 });
    const [after] = await rowsOf<{ mode: string }>(database.db, sql`select current_setting('plan_cache_mode') as mode`);
    expect(after!.mode).toBe(process.env.DATABASE_URL ? 'force_generic_plan' : 'auto');
  });
});
