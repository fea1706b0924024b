import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { replaceStoryTags } from './story-tags';

/** Tag filters on the tag page and search (docs/PRODUCT.md#discovery): `tags=` all required, `exclude=` none allowed. */
const { t, author, adult } = useTestApp({ author: {}, adult: {} });
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = t.database.db;
  const tagged = async (key: string, title: string, tags: string[], totalViews: number) => {
    ids[key] = (await insertBook(db, author.id, { title, totalViews }, 1)).id;
    await replaceStoryTags(db, ids[key]!, tags);
  };
  await tagged('askDram', 'Deniz Feneri Aşkı', ['Aşk', 'Dram', 'Deniz'], 40);
  await tagged('askMizah', 'Deniz Kıyısında Gülüşler', ['aşk', 'Mizah'], 30);
  await tagged('askFantastik', 'Deniz Ejderhası', ['Aşk', 'Fantastik', 'Dram'], 20);
  await tagged('dram', 'Denizde Fırtına', ['Dram'], 10);
});

const titles = (list: { book_id: number }[]) => list.map((b) => Object.entries(ids).find(([, id]) => id === b.book_id)?.[0]);
const tagPage = (tag: string, query = '') => t.app.inject({ method: 'GET', url: `/api/tags/${encodeURIComponent(tag)}${query}`, headers: bearer(adult.token) });
const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/search/search?query=deniz${query}`, headers: bearer(adult.token) });

describe('tag filters', () => {
  it('narrow a tag page to stories with every tag asked for and none left out, written any way', async () => {
    const first = await tagPage('aşk');
    expect(first.statusCode, first.body).toBe(200);
    expect(titles(first.json().books)).toEqual(['askDram', 'askMizah', 'askFantastik']);
    expect(titles((await tagPage('aşk', '?tags=DRAM')).json().books)).toEqual(['askDram', 'askFantastik']);
    expect(titles((await tagPage('aşk', `?tags=${encodeURIComponent('dram, fantastik')}`)).json().books)).toEqual(['askFantastik']);
    expect(titles((await tagPage('aşk', '?exclude=dram')).json().books)).toEqual(['askMizah']);
    expect(titles((await tagPage('ask', '?tags=dram&exclude=fantastik,mizah')).json().books)).toEqual(['askDram']);
    // Nothing left is an empty page of a tag that exists, not a missing tag.
    const none = await tagPage('aşk', '?tags=dram&exclude=dram');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ tag: 'ask', books: [], has_more: false });
  });

  it('narrow search results the same way', async () => {
    expect(titles((await search('')).json().booksByTitle).sort()).toEqual(['askDram', 'askFantastik', 'askMizah', 'dram']);
    expect(titles((await search('&tags=dram')).json().booksByTitle).sort()).toEqual(['askDram', 'askFantastik', 'dram']);
    expect(titles((await search('&tags=a%C5%9Fk&exclude=dram')).json().booksByTitle)).toEqual(['askMizah']);
    expect((await search('&tags=yok-boyle-etiket')).json().booksByTitle).toEqual([]);
  });

  it('refuses a malformed tag or more than 10 with a Turkish 400, and takes empty lists as no filter', async () => {
    const bad = await tagPage('aşk', `?tags=${encodeURIComponent('<script>')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: MSG.tagInvalid, code: ERROR_CODES.VALIDATION });
    const many = Array.from({ length: 11 }, (_, i) => `etiket${i}`).join(',');
    const tooMany = await search(`&exclude=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: MSG.tooManyFilterTags });
    // Repeats count once: ten different tags written twice each pass.
    const twice = Array.from({ length: 20 }, (_, i) => `etiket${i % 10}`).join(',');
    expect((await search(`&exclude=${twice}`)).statusCode).toBe(200);
    expect(titles((await tagPage('aşk', '?tags=,&exclude=')).json().books)).toHaveLength(3);
  });
});
