import { inArray, sql } from 'drizzle-orm';
import { intArrayParam } from './raw-sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { MAX_BIND_PARAMETERS, TooManyParametersError } from './bind-parameter-guard';
import type { Database } from './client';
import { users } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('the bind-parameter guard', () => {
  it('refuses a statement with one parameter per row of a growing list, outside and inside a transaction', async () => {
    // Drizzle wraps the driver's error; the guard's is its cause, thrown before anything reaches the server.
    const refused = (error: unknown) => (error as { cause?: unknown }).cause instanceof TooManyParametersError || error instanceof TooManyParametersError;
    expect(refused(await database.db.select().from(users).where(inArray(users.id, ids(MAX_BIND_PARAMETERS + 1))).catch((e: unknown) => e))).toBe(true);
    const inTransaction = await database.db
      .transaction(async (tx) => {
        await tx.select().from(users).where(inArray(users.id, ids(MAX_BIND_PARAMETERS + 1)));
      })
      .catch((e: unknown) => e);
    expect(refused(inTransaction)).toBe(true);
  });

  it('lets the same list through as one array parameter, and a bounded list as it is', async () => {
    await expect(database.db.execute(sql`select count(*) from users where id = any(${intArrayParam(ids(70_000))}::int[])`)).resolves.toBeDefined();
    await expect(database.db.select().from(users).where(inArray(users.id, ids(100)))).resolves.toEqual([]);
  });
});
