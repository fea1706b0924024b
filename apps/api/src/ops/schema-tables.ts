import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';

export interface TableInfo {
  name: string;
  /** Primary key columns in key order: the copy pages through a table by them. */
  primaryKey: string[];
}

/**
 * The application's tables, each after every table it references, so rows can be inserted
 * table by table with the foreign keys checked as usual (no superuser-only trigger switch).
 * Derived from the Drizzle schema, the same source the migrations come from.
 */
export function tablesInInsertOrder(): TableInfo[] {
  const configs = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableConfig(table));
  const byName = new Map(configs.map((config) => [config.name, config]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`foreign keys form a cycle through ${name}`);
    state.set(name, 'visiting');
    const config = byName.get(name)!;
    for (const fk of config.foreignKeys) {
      const target = getTableConfig(fk.reference().foreignTable).name;
      if (target !== name) visit(target);
    }
    state.set(name, 'done');
    ordered.push({ name, primaryKey: primaryKeyOf(config) });
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return ordered;
}

function primaryKeyOf(config: ReturnType<typeof getTableConfig>): string[] {
  const single = config.columns.filter((column) => column.primary).map((column) => column.name);
  if (single.length > 0) return single;
  const composite = config.primaryKeys[0]?.columns.map((column) => column.name);
  if (!composite || composite.length === 0) throw new Error(`table ${config.name} has no primary key`);
  return composite;
}
