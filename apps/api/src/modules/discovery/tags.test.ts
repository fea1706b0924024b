import { MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStory, putStoryDetails, storyFields } from '../../../test/authoring';
import { insertBook } from '../../../test/fixtures';
import { bearer, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { users } from '../../db/schema';
import { replaceStoryTags } from './story-tags';

const { t, author, adult, teen } = useTestApp({ author: { username: 'gunes_yazar' }, adult: {}, teen: { birthDate: '2011-03-01' } });
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = t.database.db;
  await db.update(users).set({ fullName: 'Güneş Işık' }).where(eq(users.id, author.id));
  const tagged = async (
    key: string,
    tags: string[],
    overrides: Parameters<typeof insertBook>[2],
  ) => {
    ids[key] = (await insertBook(db, author.id, overrides, 1)).id;
    await replaceStoryTags(db, ids[key]!, tags);
  };
  await tagged('siir', ['Şiir', 'Kadıköy'], { title: 'Kadıköy Şiirleri', totalViews: 30 });
  await tagged('siir2', ['şiir'], { title: 'Gece Şiiri', totalViews: 50 });
  await tagged('mature', ['Şiir', 'Yetişkin Gece'], {
    title: 'Karanlık Şiir',
    isMatureContent: true,
    totalViews: 90,
  });
  await tagged('draft', ['Şiir', 'Taslak Etiket'], {
    title: 'Taslak Şiir',
    isPublished: false,
    totalViews: 99,
  });
  await tagged('bilim', ['Bilim Kurgu'], { title: 'Yıldız Gemisi', totalViews: 10 });
});

const get = (url: string, user: RegisteredUser | null = adult) =>
  t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });

describe('tags of a story (new story and story details)', () => {
  it('stores tags as typed, deduplicated by their folded slug, and answers them in story details', async () => {
    const id = await createStory(t.app, author, {
      tags: JSON.stringify(['Aşk', 'AŞK', ' bilim   kurgu ', 'İstanbul']),
    });
    const details = await get(`/api/story-details/${id}`, author);
    expect(details.json().storyDetails.tags).toEqual(['Aşk', 'bilim kurgu', 'İstanbul']);

    const updated = await putStoryDetails(t.app, author.token, id, {
      ...storyFields(),
      is_published: 'true',
      tags: JSON.stringify(['Kadıköy']),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().storyDetails.tags).toEqual(['Kadıköy']);

    // A form without the field leaves the tags as they are.
    await putStoryDetails(t.app, author.token, id, { ...storyFields(), is_published: 'true' });
    expect((await get(`/api/story-details/${id}`, author)).json().storyDetails.tags).toEqual([
      'Kadıköy',
    ]);

    const page = await get(`/api/books/${id}`);
    expect(page.json().tags).toEqual([{ tag: 'kadikoy', label: 'Kadıköy' }]);
  });

  it.each([
    [JSON.stringify(Array.from({ length: 11 }, (_, i) => `etiket ${i}`)), MSG.tooManyTags],
    [JSON.stringify(['a']), MSG.tagInvalid],
    [JSON.stringify(['x'.repeat(31)]), MSG.tagInvalid],
    [JSON.stringify(['şiir!']), MSG.tagInvalid],
    ['şiir', MSG.tagInvalid],
    [JSON.stringify([3]), MSG.tagInvalid],
  ])('refuses tags %s with 400 and a Turkish message', async (tags, message) => {
    const id = ids.bilim!;
    const res = await putStoryDetails(t.app, author.token, id, {
      ...storyFields(),
      is_published: 'true',
      tags,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
  });
});

describe('GET /api/tags/{tag}', () => {
  it('lists the visible stories of a tag however the tag is written, most read first', async () => {
    for (const written of ['siir', 'Şiir', 'ŞİİR', 'SIIR']) {
      const res = await get(`/api/tags/${encodeURIComponent(written)}`);
      expect(res.statusCode, written).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ tag: 'siir', page: 1, has_more: false });
      expect(['Şiir', 'şiir']).toContain(body.label);
      expect(body.books.map((b: { book_id: number }) => b.book_id)).toEqual([
        ids.mature,
        ids.siir2,
        ids.siir,
      ]);
    }
  });

  it('hides mature stories from minors and visitors, and drafts from everyone', async () => {
    const ofTeen = (await get('/api/tags/siir', teen)).json();
    expect(ofTeen.books.map((b: { book_id: number }) => b.book_id)).toEqual([ids.siir2, ids.siir]);
    const ofVisitor = (await get('/api/tags/siir', null)).json();
    expect(ofVisitor.books.map((b: { book_id: number }) => b.book_id)).toEqual([
      ids.siir2,
      ids.siir,
    ]);
    expect((await get('/api/tags/taslak-etiket')).statusCode).toBe(404);
    const minorsMissing = await get('/api/tags/yetiskin-gece', teen);
    expect(minorsMissing.statusCode).toBe(404);
    expect(minorsMissing.json()).toEqual({ message: MSG.tagNotFound, code: 'NOT_FOUND' });
    expect((await get('/api/tags/yetiskin-gece')).statusCode).toBe(200);
  });

  it('pages twenty at a time', async () => {
    for (let i = 0; i < 21; i += 1)
      await replaceStoryTags(
        t.database.db,
        (await insertBook(t.database.db, author.id, { totalViews: i }, 0)).id,
        ['Kalabalık'],
      );
    const first = (await get('/api/tags/kalabalik')).json();
    expect(first.books).toHaveLength(20);
    expect(first.has_more).toBe(true);
    const second = (await get('/api/tags/kalabalik?page=2')).json();
    expect(second.books).toHaveLength(1);
    expect(second.has_more).toBe(false);
    expect((await get('/api/tags/kalabalik?page=0')).statusCode).toBe(400);
  });
});

describe('GET /api/tags?q=', () => {
  it('suggests existing tags of visible stories by folded prefix, most used first', async () => {
    // The count is of every story using the tag (here one draft too): a number, no story.
    const res = await get('/api/tags?q=s');
    expect(res.json().tags[0]).toMatchObject({ tag: 'siir', story_count: 4 });
    expect((await get('/api/tags?q=Bİlim%20k')).json().tags).toEqual([
      { tag: 'bilim-kurgu', label: 'Bilim Kurgu', story_count: 1 },
    ]);
    expect((await get('/api/tags?q=tasl')).json().tags).toEqual([]);
    expect((await get('/api/tags?q=si', teen)).json().tags[0]).toMatchObject({ tag: 'siir' });
    // A tag only a mature story carries is not offered to a minor.
    expect((await get('/api/tags?q=yetis', teen)).json().tags).toEqual([]);
    expect((await get('/api/tags?q=yetis')).json().tags).toHaveLength(1);
  });
});

describe('GET /api/search/suggest', () => {
  const suggest = async (q: string, user: RegisteredUser | null = adult) => {
    const res = await get(`/api/search/suggest?q=${encodeURIComponent(q)}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().suggestions as {
      type: string;
      book_id?: number;
      user_id?: number;
      tag?: string;
    }[];
  };

  it.each(['kadikoy', 'KADIKOY', 'Kadıköy', 'kadıköy', 'kadik'])(
    'suggests the story and the tag for %j',
    async (q) => {
      const found = await suggest(q);
      expect(found).toContainEqual({
        type: 'story',
        book_id: ids.siir,
        title: 'Kadıköy Şiirleri',
        author: 'gunes_yazar',
      });
      expect(found).toContainEqual({ type: 'tag', tag: 'kadikoy', label: 'Kadıköy' });
    },
  );

  it('suggests titles by a word inside them, authors by username or name, and never more than 8', async () => {
    expect((await suggest('siir')).map((s) => s.book_id)).toEqual(
      expect.arrayContaining([ids.siir, ids.siir2]),
    );
    expect(await suggest('gunes')).toContainEqual({
      type: 'author',
      user_id: author.id,
      username: 'gunes_yazar',
      full_name: 'Güneş Işık',
    });
    expect(await suggest('IŞIK')).toContainEqual(
      expect.objectContaining({ type: 'author', user_id: author.id }),
    );
    expect((await suggest('ka')).length).toBeLessThanOrEqual(8);
  });

  it('never suggests drafts, and mature stories only to adults', async () => {
    expect((await suggest('taslak')).some((s) => s.book_id === ids.draft)).toBe(false);
    expect((await suggest('taslak')).some((s) => s.tag === 'taslak-etiket')).toBe(false);
    expect((await suggest('karanlik')).map((s) => s.book_id)).toContain(ids.mature);
    expect((await suggest('karanlik', teen)).map((s) => s.book_id)).not.toContain(ids.mature);
    expect((await suggest('karanlik', null)).map((s) => s.book_id)).not.toContain(ids.mature);
    expect((await suggest('yetiskin', teen)).some((s) => s.type === 'tag')).toBe(false);
  });

  it('answers nothing for a one-letter query and treats LIKE wildcards literally', async () => {
    expect(await suggest('k')).toEqual([]);
    expect(await suggest('%%%')).toEqual([]);
    expect(await suggest('__')).toEqual([]);
  });
});
