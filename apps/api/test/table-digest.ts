import { tablesInInsertOrder } from '../src/ops/schema-tables';

type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Every application table's rows as one md5 each (PostgreSQL's JSON rendering, in key
 * order, in UTC), so two databases can be compared row for row without loading them.
 */
export async function tableDigests(query: Query): Promise<Record<string, { rows: number; md5: string }>> {
  await query(`SET TIME ZONE 'UTC'`);
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const table of tablesInInsertOrder()) {
    const order = table.primaryKey.map((k) => `t."${k}"`).join(', ');
    const { rows } = await query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(row_to_json(t)::text, E'\\n' ORDER BY ${order}), '')) AS h FROM "${table.name}" t`,
    );
    out[table.name] = { rows: Number(rows[0]!.n), md5: String(rows[0]!.h) };
  }
  return out;
}
