import { sql, type SQL } from 'drizzle-orm';

/**
 * `expression` starts with `prefix`, written as a range with the text_pattern_ops operators
 * (byte order, which is UTF-8 code point order) so a btree on `expression text_pattern_ops`
 * serves it even when the statement is planned once for any parameter; `like 'x%'` with a
 * parameter can use such an index only in a plan made for that very value.
 */
export function startsWith(expression: SQL, prefix: string): SQL {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const next =
    prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1)) + String.fromCodePoint(last + 1);
  return sql`(${expression} ~>=~ ${prefix} and ${expression} ~<~ ${next})`;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
