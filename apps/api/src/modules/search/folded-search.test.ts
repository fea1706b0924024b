import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { users } from '../../db/schema';
import { replaceStoryTags } from '../discovery/story-tags';

/*
 * docs/PRODUCT.md#discovery and issue 14: a query typed without Turkish letters, in capitals, with dotted or
 * dotless I, with circumflexes, or with a typo finds the same stories. Runs on PGlite and,
 * with DATABASE_URL, on PostgreSQL.
 */
const { t, author, reader } = useTestApp({ author: { username: 'gunes_yilmaz' }, reader: {} });
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = t.database.db;
  await db.update(users).set({ fullName: 'Güneş Yılmaz' }).where(eq(users.id, author.id));
  const book = async (key: string, title: string, description = 'Bir açıklama.', tags: string[] = []) => {
    ids[key] = (await insertBook(db, author.id, { title, description, totalViews: 10 }, 0)).id;
    if (tags.length) await replaceStoryTags(db, ids[key]!, tags);
  };
  await book('kadikoy', "Kadıköy'de Bir Gece", 'Moda sahilinde geçen bir hikaye.');
  await book('siir', 'Şiir Defteri', 'Kısa şiirler.');
  await book('istanbul', 'İstanbul Geceleri', 'Boğazda bir aşk hikâyesi.');
  await book('gunes', 'Güneşin Oğlu', 'Yaz masalı.');
  await book('ogretmen', 'Öğretmenin Günlüğü', 'Bir köy okulu.');
  await book('hikaye', 'Hikâye Avcısı', 'Eski masallar.');
  await book('cagri', 'Çağrı Sesi', 'Uzaktan gelen bir ses.');
  await book('ilik', 'Ilık Rüzgâr', 'Bir yaz akşamı.');
  await book('kitap', 'Kayıp Kitap', 'Eski bir sahafta bulunan gizemli kitap.');
  await book('yildiz', 'Yıldız Gemisi', 'Uzak bir gezegen.', ['Bilim Kurgu', 'Uzay']);
  await book('tagged', 'Sessiz Sabah', 'Bir sabah.', ['Şiir']);
});

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/search?query=${encodeURIComponent(query)}`, headers: bearer(reader.token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { booksByTitle: { book_id: number }[]; authors: { user_id: number }[] };
}

const CASES: [string, string][] = [
  // ASCII-typed and upper-case Turkish
  ['kadikoy', 'kadikoy'],
  ['KADIKOY', 'kadikoy'],
  ['Kadıköy', 'kadikoy'],
  ['kadıköy', 'kadikoy'],
  ['KADIKÖY', 'kadikoy'],
  ['kadıkoy', 'kadikoy'],
  ['siir', 'siir'],
  ['SIIR', 'siir'],
  ['ŞİİR', 'siir'],
  ['şiir', 'siir'],
  ['gunes', 'gunes'],
  ['GÜNEŞ', 'gunes'],
  ['güneşin oglu', 'gunes'],
  ['ogretmen', 'ogretmen'],
  ['ÖĞRETMENİN', 'ogretmen'],
  ['cagri', 'cagri'],
  ['ÇAĞRI SESİ', 'cagri'],
  // dotted and dotless I
  ['istanbul', 'istanbul'],
  ['ISTANBUL', 'istanbul'],
  ['İSTANBUL', 'istanbul'],
  ['Istanbul geceleri', 'istanbul'],
  ['ilik', 'ilik'],
  ['ılık', 'ilik'],
  ['ILIK', 'ilik'],
  // circumflex words
  ['hikaye avcisi', 'hikaye'],
  ['hikâye', 'hikaye'],
  ['HİKÂYE', 'hikaye'],
  ['ruzgar', 'ilik'],
  ['rüzgâr', 'ilik'],
  ['Rüzgar', 'ilik'],
  // typos
  ['kadikoi', 'kadikoy'],
  ['istanbol', 'istanbul'],
  ['ogretnenin', 'ogretmen'],
  ['kayip kitab', 'kitap'],
  // stems, description and tags
  ['kitapları', 'kitap'],
  ['kitaplar', 'kitap'],
  ['sahaf', 'kitap'],
  ['bilim kurgu', 'yildiz'],
  ['BİLİM KURGU', 'yildiz'],
  ['uzay', 'yildiz'],
];

describe('folded Turkish search (docs/PRODUCT.md#discovery)', () => {
  it.each(CASES)('%j finds %s', async (query, key) => {
    expect((await search(query)).booksByTitle.map((b) => b.book_id)).toContain(ids[key]);
  });

  it('puts a title match before a tag or description match', async () => {
    const found = (await search('siir')).booksByTitle.map((b) => b.book_id);
    expect(found.slice(0, 1)).toEqual([ids.siir]);
    expect(found).toContain(ids.tagged);
  });

  it('ranks exact, then prefix titles above a match inside a title', async () => {
    const extra = (await insertBook(t.database.db, author.id, { title: 'Eski Kadıköy', totalViews: 999 }, 0)).id;
    const exact = (await insertBook(t.database.db, author.id, { title: 'Kadıköy', totalViews: 0 }, 0)).id;
    const found = (await search('kadikoy')).booksByTitle.map((b) => b.book_id);
    expect(found.slice(0, 3)).toEqual([exact, ids.kadikoy, extra]);
  });

  it.each(['gunes', 'GÜNEŞ', 'yilmaz', 'YILMAZ', 'Güneş Yılmaz'])('finds the author for %j', async (query) => {
    expect((await search(query)).authors.map((a) => a.user_id)).toContain(author.id);
  });
});
