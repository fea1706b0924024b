import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { useTestApp } from '../../../test/app-fixture';
import { listedBooks } from '../../policies/books';
import { suggestedStories } from './suggest-stories.query';

/**
 * The popularity walk is a shortcut: whatever the window, the type-ahead answers what ranking
 * every match would (titles starting with the query first, then titles with a word starting
 * with it, each most read first). A window of a few books forces the index branches that a
 * million-story catalogue takes for rare beginnings; a window larger than the catalogue
 * never leaves the walk.
 */
const { t, author, reader } = useTestApp({ author: {}, reader: {} });

// Titles whose beginnings are common ('kit'), rare ('kir'), or only inside a word ('kitap' in 'Eski Kitap').
const TITLES: [string, number][] = [
  ['Kitap Kurdu', 40],
  ['Kitabın Sesi', 90],
  ['Kıtalar Arası', 15],
  ['Eski Kitap', 300],
  ['Son Kitap', 200],
  ['Kitaplık', 5],
  ['Kırık Ayna', 7],
  ['Kiraz Mevsimi', 60],
  ['Gece Kitabı', 120],
  ['Deniz Feneri', 999],
  ['Mavi Kapı', 500],
  ['Yaz Kitabı', 60],
  ['Kitapçı', 60],
  ['Kış Masalı', 2],
];

beforeAll(async () => {
  for (const [title, totalViews] of TITLES) await insertBook(t.database.db, author.id, { title, totalViews }, 1);
  await insertBook(t.database.db, author.id, { title: 'Kitap Taslağı', totalViews: 10_000, isPublished: false }, 1);
});

const titles = async (query: string, limit: number, window: number) =>
  (await suggestedStories(t.database.db, listedBooks({ id: reader.id, birthDate: '1990-01-01' }, Date.now()), query, limit, window)).map((s) => s.title);

describe('suggestedStories', () => {
  it('answers prefix titles first, then word matches, each most read first; never a draft', async () => {
    expect(await titles('kit', 8, 10_000)).toEqual([
      'Kitabın Sesi',
      'Kitapçı',
      'Kitap Kurdu',
      // 'Kıtalar' folds to 'kitalar': a prefix too.
      'Kıtalar Arası',
      'Kitaplık',
      'Eski Kitap',
      'Son Kitap',
      'Gece Kitabı',
    ]);
    expect(await titles('ki', 3, 10_000)).toEqual(['Kitabın Sesi', 'Kitapçı', 'Kiraz Mevsimi']);
  });

  it.each(['kit', 'kita', 'kir', 'ki', 'kitap', 'kis', 'zzz', 'mav'])('gives the same answer for %j whatever the window', async (query) => {
    const everything = await titles(query, 4, 10_000);
    for (const window of [1, 2, 3, 5, 8]) expect(await titles(query, 4, window), `window ${window}`).toEqual(everything);
  });
});
