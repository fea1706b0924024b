import pg from 'pg';
import { vi } from 'vitest';
import type { Database } from '../src/db/client';
import type { CapturedQuery } from './queries';

type PoolLike = {
  connect(): Promise<{ query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>; release(): void }>;
};
const poolOf = (database: Database) => (database.db as unknown as { session: { client: PoolLike } }).session.client;

/**
 * Every statement sent to PostgreSQL while `fn` runs, transactions included (the hook is the
 * driver's own query method, below Drizzle's sessions). PostgreSQL only.
 */
export async function capturePgQueries(fn: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof first === 'string' ? first : first.text;
    const values = (Array.isArray(second) ? second : typeof first === 'string' ? [] : first.values) ?? [];
    captured.push({ sql: text, params: values });
    return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return captured;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The JSON plan the planner picks for a captured query, on the real table sizes (no settings forced). */
export async function explainJson(database: Database, query: CapturedQuery, setup: string[] = []): Promise<PlanNode> {
  const client = await poolOf(database).connect();
  try {
    await client.query('begin');
    for (const statement of setup) await client.query(statement);
    const { rows } = await client.query(`explain (format json) ${query.sql}`, query.params);
    await client.query('rollback');
    const plan = rows[0]!['QUERY PLAN'] as [{ Plan: PlanNode }];
    return plan[0].Plan;
  } finally {
    client.release();
  }
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** Relations read by a sequential scan anywhere in the plan. */
export function seqScannedRelations(plan: PlanNode): string[] {
  const found: string[] = [];
  walk(plan, (n) => {
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name']) found.push(n['Relation Name']);
  });
  return found;
}

/** Index names the plan reads. */
export function indexesUsed(plan: PlanNode): string[] {
  const found = new Set<string>();
  walk(plan, (n) => {
    if (n['Index Name']) found.add(n['Index Name']);
  });
  return [...found];
}

/**
 * Fills the test database to a size where the planner prefers indexes the way it does in
 * production: `users` users and `books` books over the 20 categories (a share of them
 * mature, a share drafts, a long tail of views), one chapter each, then ANALYZE.
 */
export async function seedBulk(database: Database, counts: { users: number; books: number }): Promise<void> {
  const client = await poolOf(database).connect();
  // A vocabulary of a few hundred made-up words plus real ones, so any one word is in a few
  // percent of titles, as in a real catalogue (not in a fifth of them).
  const syllables = ['ka', 'le', 'mi', 'ro', 'su', 'ta', 'ne', 'bu', 'ya', 'zo', 'pe', 'di', 'gö', 'şa', 'çi', 'ır'];
  const words = [
    ...['deniz', 'gece', 'rüzgâr', 'yıldız', 'orman', 'şehir', 'kitap', 'yol', 'ateş', 'bahar'],
    ...syllables.flatMap((a) => syllables.map((b) => a + b + 'n')),
  ];
  const pick = (i: number, salt: number) => words[(i * 7919 + salt * 104729 + salt * i) % words.length]!;
  try {
    await client.query(
      `insert into users (email, username, password_hash, full_name, birth_date)
       select 'toplu' || i || '@example.com', ($2::text[])[1 + (i * 31) % cardinality($2::text[])] || i, 'x',
              (array['Ayşe','Mehmet','Zeynep','Ali','Elif','Can','Deniz','Selin','Emre','Burak','Cem','Ece','Oya','Kaan','İpek','Umut','Sena','Arda','Ömer','Nil'])[1 + i % 20]
              || ' ' || (array['Yılmaz','Kaya','Demir','Şahin','Çelik','Yıldız','Aydın','Öztürk','Arslan','Doğan','Kılıç','Aslan','Çetin','Kara','Koç','Kurt','Özdemir','Şimşek','Polat','Erdem'])[1 + (i / 20) % 20],
              date '1990-01-01' + (i % 9000)
       from generate_series(1, $1::int) i`,
      [counts.users, words],
    );
    const { rows } = await client.query(`select min(id) as lo from users where email like 'toplu%@example.com'`);
    const lo = Number(rows[0]!.lo);
    const titles = Array.from({ length: counts.books }, (_, i) => `${pick(i, 1)} ${pick(i, 2)} ${pick(i, 3)}`);
    await client.query(
      `insert into books (author_id, title, description, category_id, is_published, is_mature_content, total_views, total_likes, published_at, created_at)
       select $1::int + (t.i % $2::int), t.title, t.title || ': ' || repeat('Bir kasabanın dar sokaklarında geçen, eski dostların yeniden buluştuğu uzun bir anlatı. ', 4), 1 + t.i % 20, t.i % 10 <> 0, t.i % 7 = 0,
              (t.i::bigint * 7919) % 100000, (t.i::bigint * 104729) % 5000, now() - make_interval(mins => t.i), now() - make_interval(mins => t.i + 5)
       from (select u.title, u.i::int as i from unnest($3::text[]) with ordinality as u(title, i)) t`,
      [lo, counts.users, titles],
    );
    await client.query(
      `insert into chapters (book_id, chapter_number, title, content, is_published, published_at)
       select id, 1, 'Bölüm 1', '<p>metin</p>', true, now() - make_interval(mins => (id * 7919) % 100000) from books where title not like 'Deneme%'
       on conflict do nothing`,
    );
    // VACUUM too: a bulk insert leaves GIN entries in the pending list, which the planner
    // rightly prices high; a live database has had autovacuum clean it.
    await client.query('vacuum analyze books');
    await client.query('vacuum analyze users');
    await client.query('analyze');
  } finally {
    client.release();
  }
}

/** One line per plan node (type, relation, index), indented by depth: a readable failure message. */
export function outline(plan: PlanNode, depth = 0): string {
  const self = `${'  '.repeat(depth)}${plan['Node Type']}${plan['Relation Name'] ? ` on ${plan['Relation Name']}` : ''}${plan['Index Name'] ? ` using ${plan['Index Name']}` : ''}`;
  return [self, ...(plan.Plans ?? []).map((child) => outline(child, depth + 1))].join('\n');
}
