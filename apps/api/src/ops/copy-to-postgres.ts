import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteDatabase, postgresDatabase } from '../db/client';
import { pendingMigrations } from '../db/migration-status';
import { tablesInInsertOrder, type TableInfo } from './schema-tables';

/**
 * Tables the migrations fill with reference data (0001_categories): present in a freshly
 * migrated target, so they do not make it "non-empty"; the source's rows replace them.
 */
const REFERENCE_TABLES = new Set(['categories']);

/** Rows read per batch at first; a batch of long chapters shrinks it (see BATCH_BYTES). */
const BATCH_ROWS = 1000;
/** About this much JSON per batch, so a table of 100,000-character chapters stays bounded in memory. */
const BATCH_BYTES = 8 * 1024 * 1024;

export class CopyRefusedError extends Error {}

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

export interface CopyReport {
  tables: TableCount[];
  rows: number;
  ms: number;
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every row of the embedded database into an empty PostgreSQL database (docs/PRODUCT.md#operator-and-tool-contracts
 * Operations). The target is migrated first, then filled in one transaction, table by table
 * in foreign-key order, keyset-paged by primary key: a failure leaves it as empty as it was.
 * Values travel as PostgreSQL's own JSON rendering of each row and are parsed back by the
 * target with the column types (json_populate_recordset), so timestamps keep their
 * microseconds and no value goes through a JavaScript type. The source is only read.
 */
export async function copyToPostgres(source: PGlite, targetUrl: string, log: (line: string) => void = () => undefined): Promise<CopyReport> {
  const started = performance.now();
  const pending = await pendingMigrations(pgliteDatabase(source).db);
  if (pending.length > 0) {
    throw new CopyRefusedError(
      `Gömülü veritabanında uygulanmamış geçişler var (${pending.join(', ')}). Uygulamayı bu sürümle bir kez başlatıp durdurun, sonra yeniden deneyin.`,
    );
  }
  const tables = tablesInInsertOrder();
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await refuseNonEmpty(target);
    log('Hedef veritabanına geçişler uygulanıyor…');
    const migrator = postgresDatabase(targetUrl, 1);
    try {
      await migrator.migrate();
    } finally {
      await migrator.close();
    }
    await target.query('BEGIN');
    try {
      // The rows are copied as they are, derived columns included: the project's own triggers
      // (chapter facts on books) must not recount them or move their versions while they land.
      // ALTER TABLE … DISABLE TRIGGER USER needs only ownership, and the transaction undoes it.
      for (const table of tables) await target.query(`ALTER TABLE ${q(table.name)} DISABLE TRIGGER USER`);
      for (const table of REFERENCE_TABLES) await target.query(`DELETE FROM ${q(table)}`);
      for (const table of tables) {
        const copied = await copyTable(source, target, table);
        log(`${table.name}: ${copied} satır`);
      }
      await resetSequences(target, tables);
      for (const table of tables) await target.query(`ALTER TABLE ${q(table.name)} ENABLE TRIGGER USER`);
      await target.query('COMMIT');
    } catch (error) {
      await target.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    const counts: TableCount[] = [];
    for (const table of tables) {
      const from = await source.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${q(table.name)}`);
      const to = await target.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${q(table.name)}`);
      counts.push({ table: table.name, source: from.rows[0]!.n, target: to.rows[0]!.n });
    }
    return { tables: counts, rows: counts.reduce((n, c) => n + c.target, 0), ms: Math.round(performance.now() - started) };
  } finally {
    await target.end();
  }
}

async function refuseNonEmpty(target: pg.Client): Promise<void> {
  const { rows } = await target.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public'`,
  );
  const filled: string[] = [];
  for (const { name } of rows) {
    if (REFERENCE_TABLES.has(name)) continue;
    const probe = await target.query(`SELECT 1 FROM public.${q(name)} LIMIT 1`);
    if (probe.rowCount) filled.push(name);
  }
  if (filled.length > 0) {
    throw new CopyRefusedError(
      `Hedef veritabanı boş değil (${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', …' : ''} tablolarında satır var). Kopyalama yalnızca boş bir PostgreSQL veritabanına yapılır; hiçbir şey değiştirilmedi.`,
    );
  }
}

async function copyTable(source: PGlite, target: pg.Client, table: TableInfo): Promise<number> {
  const { rows: columnRows } = await target.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table.name],
  );
  const columns = columnRows.map((c) => q(c.name)).join(', ');
  const key = table.primaryKey.map(q);
  const keyList = key.join(', ');
  const keyTexts = key.map((k, i) => `t.${k}::text AS k${i}`).join(', ');
  const insert = `INSERT INTO ${q(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
    SELECT ${columns} FROM json_populate_recordset(NULL::${q(table.name)}, $1::json)`;

  let after: string[] | undefined;
  let limit = BATCH_ROWS;
  let copied = 0;
  for (;;) {
    const where = after ? `WHERE (${keyList}) > (${after.map((_, i) => `$${i + 1}`).join(', ')})` : '';
    const batch = await source.query<Record<string, string>>(
      `SELECT row_to_json(t)::text AS r, ${keyTexts}
       FROM (SELECT ${columns} FROM ${q(table.name)} ${where} ORDER BY ${keyList} LIMIT ${limit}) t ORDER BY ${key.map((k) => `t.${k}`).join(', ')}`,
      after ?? [],
    );
    if (batch.rows.length === 0) return copied;
    let bytes = 0;
    const json = `[${batch.rows.map((row) => ((bytes += row.r!.length), row.r)).join(',')}]`;
    await target.query(insert, [json]);
    copied += batch.rows.length;
    const last = batch.rows[batch.rows.length - 1]!;
    after = key.map((_, i) => last[`k${i}`]!);
    if (batch.rows.length < limit) return copied;
    limit = bytes > BATCH_BYTES ? Math.max(10, Math.floor(limit / 2)) : bytes < BATCH_BYTES / 4 ? Math.min(BATCH_ROWS, limit * 2) : limit;
  }
}

/** Every serial or identity column's sequence continues after the highest copied value. */
async function resetSequences(target: pg.Client, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    const { rows } = await target.query<{ column: string; sequence: string }>(
      `SELECT column_name AS column, pg_get_serial_sequence($1, column_name) AS sequence
       FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $2`,
      [`public.${q(table.name)}`, table.name],
    );
    for (const { column, sequence } of rows) {
      if (!sequence) continue;
      await target.query(`SELECT setval($1, COALESCE((SELECT max(${q(column)}) FROM ${q(table.name)}), 0) + 1, false)`, [sequence]);
    }
  }
}

/** The per-table comparison as a plain text table for the terminal. */
export function formatCounts(tables: TableCount[]): string {
  const width = Math.max(5, ...tables.map((t) => t.table.length));
  const lines = [`${'tablo'.padEnd(width)}  ${'kaynak'.padStart(9)}  ${'hedef'.padStart(9)}`];
  for (const t of tables) {
    lines.push(`${t.table.padEnd(width)}  ${String(t.source).padStart(9)}  ${String(t.target).padStart(9)}${t.source === t.target ? '' : '  ← FARKLI'}`);
  }
  return lines.join('\n');
}
