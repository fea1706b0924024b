import { foldQuery, trLower } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { registerAndLogin } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import type { Viewer } from '../../policies/books';
import { FUZZY_THRESHOLD, rankedBookIds } from './book-ranking.query';

/*
 * rankedBookIds reads each tier of matches only while it can still reach the top, and skips
 * word_similarity where it is known to be 1. Its answer must be exactly what ranking every
 * match by the full relevance gives, for every limit.
 */

const { t } = useTestApp();
let viewer: Viewer;

const TITLES: [string, number, string?][] = [
  ['Kitaplar', 40],
  ['Kitapları', 5],
  ['Güzel Kitapları', 70],
  ['Gizli Kitapları 3', 70],
  ['Ayın İlk Kitapları', 12],
  ['Ege’nin Kitapları', 33],
  ['Kitapları, Sonra Diğerleri', 33],
  ['Kitaplarım', 90],
  ['Eski Kitaplarımız', 15],
  ['Kitaplari', 60],
  ['Kıtapları Okurken', 25],
  ['Sahaf', 100, 'Eski kitaplar ve kitapları seven bir sahaf.'],
  ['Gece Kitabı', 8, 'Bir kitap, bir gece.'],
  ['İstanbul Geceleri', 10, 'Boğazda bir aşk hikâyesi.'],
  ['Ilık Rüzgâr', 5],
  ['ılık', 1],
  ['Deniz ve Gece', 20, 'Gece denizde bir kitap.'],
  ['Gece Gece Kitap', 20],
];

beforeAll(async () => {
  const author = await registerAndLogin(t.app);
  viewer = { id: author.id, birthDate: '1990-01-01' };
  for (const [title, totalViews, description] of TITLES) {
    await insertBook(
      t.database.db,
      author.id,
      { title, totalViews, description: description ?? 'Bir açıklama.' },
      0,
    );
  }
  await insertBook(t.database.db, author.id, { title: 'Kitapları Taslak', isPublished: false }, 0);
  await insertBook(
    t.database.db,
    author.id,
    { title: 'Yetişkin Kitapları', isMatureContent: true, totalViews: 99 },
    0,
  );
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every match ranked by the full relevance, no tier skipped (the definition). */
async function rankEveryMatch(typed: string, limit: number): Promise<number[]> {
  const folded = foldQuery(typed);
  const lowered = trLower(typed.trim());
  const like = `%${escapeLike(folded)}%`;
  const prefix = `${escapeLike(folded)}%`;
  // The two readings, joined when they differ (as rankedBookIds builds them).
  const typedQ = sql`plainto_tsquery('turkish'::regconfig, ${lowered})`;
  const foldedQ = sql`plainto_tsquery('turkish'::regconfig, ${folded})`;
  const tsq = sql`(case when numnode(${typedQ}) = 0 then ${foldedQ} when numnode(${foldedQ}) = 0 or ${typedQ}::text = ${foldedQ}::text then ${typedQ} else ${typedQ} || ${foldedQ} end)`;
  return t.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    const result = await tx.execute(sql`
      select id from books
      where is_published and (tr_fold(title) like ${like} or ${folded} <% tr_fold(title)
        or search_document @@ ${tsq})
      order by (case when tr_fold(title) like ${like} then 10 else 0 end
          + case when tr_fold(title) like ${prefix} then 10 else 0 end
          + case when tr_fold(title) = ${folded} then 20 else 0 end
          + case when tr_lower(title) = ${lowered} then 5 else 0 end
          + case when search_document @@ ${tsq} then 1 else 0 end
          + ts_rank(search_document, ${tsq}) * 2
          + word_similarity(${folded}, tr_fold(title)))::float8 desc,
        total_views desc, id desc
      limit ${limit}`);
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return (rows as { id: number }[]).map((r) => Number(r.id));
  });
}

async function ranked(typed: string, limit: number): Promise<number[]> {
  const folded = foldQuery(typed);
  const like = `%${escapeLike(folded)}%`;
  return t.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    return rankedBookIds(tx, viewer, Date.now(), { folded, lowered: trLower(typed.trim()) }, like, limit);
  });
}

describe('rankedBookIds', () => {
  const queries = [
    'kitapları',
    'kitaplar',
    'kitap',
    'kitaplari',
    'ege’nin kitapları',
    'istanbul geceleri',
    'ılık',
    'gece',
    'gece kitap',
    'sahaf',
    '%',
    'zzqxw',
    'KITAPLARI',
    'İstanbul',
    'ISTANBUL geceleri',
    'ruzgar',
    'Rüzgâr',
    'kıtap',
  ];
  it.each(queries)('ranks %j exactly as ranking every match, at every limit', async (query) => {
    for (const limit of [1, 2, 3, 5, 8, 30]) {
      expect(await ranked(query, limit), `limit ${limit}`).toEqual(
        await rankEveryMatch(query, limit),
      );
    }
  });

  it('puts the exact title first and never a draft', async () => {
    const ids = await ranked('kitapları', 30);
    expect(ids.length).toBeGreaterThan(5);
    const titles = new Map<number, string>();
    const result = await t.database.db.execute(sql`select id, title from books`);
    for (const row of (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      id: number;
      title: string;
    }[])
      titles.set(Number(row.id), row.title);
    expect(titles.get(ids[0]!)).toBe('Kitapları');
    expect(ids.map((id) => titles.get(id))).not.toContain('Kitapları Taslak');
  });
});
