import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { useTestApp } from '../../../test/app-fixture';
import { books } from '../../db/schema';
import { replaceStoryTags } from './story-tags';

/**
 * tag_counts (migration 0022) is a copy of what counting book_tags answers, kept by triggers:
 * after tags are added, replaced and removed with their story, it still answers exactly that.
 */
const { t, author } = useTestApp({ author: {} });
const onPostgres = Boolean(process.env.DATABASE_URL);

type Row = { tag: string; label: string; story_count: number };
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows.map((r) => ({ ...r, story_count: Number(r.story_count) }));
const kept = () => rows(sql`select tag, label, story_count from tag_counts where tag like 'tc-%' order by tag`);
const counted = () =>
  rows(sql`select tag, mode() within group (order by label) as label, count(*)::int as story_count
           from book_tags where tag like 'tc-%' group by tag order by tag`);

describe('tag_counts', () => {
  it('follows tags added, replaced and removed with their story, with the most common spelling', async () => {
    const db = t.database.db;
    const a = (await insertBook(db, author.id, { title: 'Bir' }, 1)).id;
    const b = (await insertBook(db, author.id, { title: 'İki' }, 1)).id;
    const c = (await insertBook(db, author.id, { title: 'Üç' }, 1)).id;
    await replaceStoryTags(db, a, ['TC Deniz', 'TC Gece']);
    await replaceStoryTags(db, b, ['tc deniz', 'TC Gece']);
    await replaceStoryTags(db, c, ['tc deniz', 'TC Yol']);
    expect(await kept()).toEqual([
      { tag: 'tc-deniz', label: 'tc deniz', story_count: 3 },
      { tag: 'tc-gece', label: 'TC Gece', story_count: 2 },
      { tag: 'tc-yol', label: 'TC Yol', story_count: 1 },
    ]);

    // Replaced: the count drops, the tag nobody carries any more goes, the spelling follows the majority.
    await replaceStoryTags(db, c, ['TC Deniz']);
    await replaceStoryTags(db, b, ['TC Deniz']);
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toEqual([
      { tag: 'tc-deniz', label: 'TC Deniz', story_count: 3 },
      { tag: 'tc-gece', label: 'TC Gece', story_count: 1 },
    ]);

    // A story deleted takes its tags with it (the foreign key's cascade fires the trigger too).
    await db.delete(books).where(eq(books.id, a));
    expect(await kept()).toEqual([{ tag: 'tc-deniz', label: 'TC Deniz', story_count: 2 }]);
    expect(await kept()).toEqual(await counted());
  });

  it.runIf(onPostgres)('counts two stories that take the same new tag at the same moment (PostgreSQL)', async () => {
    const db = t.database.db;
    const ids = await Promise.all(['Eş 1', 'Eş 2', 'Eş 3', 'Eş 4'].map(async (title) => (await insertBook(db, author.id, { title }, 1)).id));
    await Promise.all(ids.map((id) => db.transaction((tx) => replaceStoryTags(tx, id, ['TC Aynı An']))));
    expect(await kept()).toContainEqual({ tag: 'tc-ayni-an', label: 'TC Aynı An', story_count: 4 });
    expect(await kept()).toEqual(await counted());
  });
});
