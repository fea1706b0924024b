import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import type { Database } from './client';
import { resultRows } from './raw-sql';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/**
 * Every foreign key needs an index whose leading columns are the key's columns: a delete of
 * the referenced row (and every cascade) otherwise scans the whole referencing table, once per
 * deleted parent (issue 26: 50,001 full scans of comment_likes to delete one story).
 */
describe('foreign keys', () => {
  it('each has an index that starts with its columns', async () => {
    const unindexed = resultRows<{ fk: string }>(
      await database.db.execute(sql`
        select c.conrelid::regclass::text || '(' || string_agg(a.attname, ', ' order by k.n) || ')' as fk
        from pg_constraint c
        cross join lateral unnest(c.conkey) with ordinality as k(attnum, n)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
          and not exists (
            select 1 from pg_index i
            where i.indrelid = c.conrelid
              and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
              and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
              -- A partial index "where <key> is not null" serves the lookups a delete makes.
              and (i.indpred is null or (cardinality(c.conkey) = 1 and pg_get_expr(i.indpred, i.indrelid) = '(' || quote_ident(a.attname) || ' IS NOT NULL)'))
          )
        group by c.oid, c.conrelid
        order by 1
      `),
    ).map((r) => r.fk);
    expect(unindexed).toEqual([]);
  });
});
