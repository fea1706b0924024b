import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** True for a database nobody has signed up to yet: the only one the demo seed fills. */
export async function hasNoUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(users).limit(1);
  return rows.length === 0;
}
