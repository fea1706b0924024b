import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createChapter, createStory, postChapter, putStoryDetails, storyFields } from '../../../test/authoring';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/*
 * docs/PRODUCT.md#discovery story facts: the author's status, the words and reading time of the published
 * chapters, and the last chapter publication, on the card and the book page, kept by the
 * chapters triggers (migration 0019_story_facts).
 */

const { t, author, reader } = useTestApp({ author: {}, reader: {} });

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `kelime${i}`).join(' ')}</p>`;

async function card(bookId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/books/${bookId}`, headers: bearer(reader.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().book as { is_completed: boolean; word_count: number; reading_minutes: number; updated_at: string | null };
}

describe('story facts', () => {
  it('counts the words a reader sees, as the editor counts them', async () => {
    const result = await t.database.db.execute(sql`select
      html_word_count('') as "empty",
      html_word_count('<p>Bir <strong>güzel</strong>gün</p><p>İkinci&nbsp;satır</p>') as "inline",
      html_word_count('<p>bir<br>iki<br/>üç</p>') as "breaks",
      html_word_count('<p>son</p><hr /><p>baş</p><hr><p>orta</p>') as "sceneBreaks"`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, number>[];
    // A scene break (migration 0023) separates the paragraphs around it and is no word itself.
    expect(rows[0]).toEqual({ empty: 0, inline: 4, breaks: 3, sceneBreaks: 3 });
  });

  it('follow publishing, editing and unpublishing chapters and the author’s status', async () => {
    const bookId = await createStory(t.app, author, { title: 'Olgular', is_published: 'true' });
    await createChapter(t.app, author, { book_id: bookId, title: 'Taslak', content: words(500) });
    // Drafts are not counted: the story has no published chapter yet.
    const own = await t.app.inject({ method: 'GET', url: `/api/books/${bookId}`, headers: bearer(author.token) });
    expect(own.json().book).toMatchObject({ is_completed: false, word_count: 0, reading_minutes: 0, updated_at: null });

    const publishedAt = t.clock();
    const first = await createChapter(t.app, author, { book_id: bookId, title: 'Bir', content: words(2401), is_published: true });
    expect(await card(bookId)).toEqual(
      expect.objectContaining({ word_count: 2401, reading_minutes: 13, updated_at: new Date(publishedAt).toISOString() }),
    );

    t.clock.advance(3 * 86_400_000);
    const second = await createChapter(t.app, author, { book_id: bookId, title: 'İki', content: words(99), is_published: true });
    expect(await card(bookId)).toMatchObject({ word_count: 2500, reading_minutes: 13, updated_at: new Date(t.clock()).toISOString() });

    // Editing a published chapter's text moves the words, not the publication time.
    t.clock.advance(60_000);
    const edit = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: first, title: 'Bir', content: words(1), is_published: true });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await card(bookId)).toMatchObject({ word_count: 100, reading_minutes: 1 });

    const unpublish = await t.app.inject({
      method: 'POST',
      url: `/api/preview/chapters/${second}/unpublish`,
      headers: bearer(author.token),
      payload: { book_id: bookId },
    });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    expect(await card(bookId)).toMatchObject({ word_count: 1, updated_at: new Date(publishedAt).toISOString() });

    const done = await putStoryDetails(t.app, author.token, bookId, storyFields({ title: 'Olgular', is_published: 'true', is_completed: 'true' }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().storyDetails.is_completed).toBe(true);
    expect(await card(bookId)).toMatchObject({ is_completed: true });
    const ongoing = await putStoryDetails(t.app, author.token, bookId, storyFields({ title: 'Olgular', is_published: 'true', is_completed: 'false' }));
    expect(ongoing.json().storyDetails.is_completed).toBe(false);
  });
});
