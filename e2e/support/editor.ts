import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, chapterBody, createChapterViaApi, createStoryViaApi, expectEditorReady, registerViaApi } from './authoring';
import type { NewUser } from './users';

/** The text the one chapter of `authorWithChapter` starts with. */
export const CHAPTER_START = 'Ortak başlangıç.';

export interface AuthorWithChapter {
  author: NewUser;
  token: string;
  storyId: number;
  chapterId: number;
}

/** A new author (through the API) with one story holding one draft chapter whose text is CHAPTER_START. */
export async function authorWithChapter(
  request: APIRequestContext,
  { prefix, storyTitle, chapterTitle }: { prefix: string; storyTitle: string; chapterTitle: string },
): Promise<AuthorWithChapter> {
  const author = await registerViaApi(request, prefix);
  const token = await apiToken(request, author.email, author.password);
  const storyId = await createStoryViaApi(request, token, { title: `${storyTitle} ${Date.now().toString(36)}` });
  const chapterId = await createChapterViaApi(request, token, { bookId: storyId, title: chapterTitle, content: `<p>${CHAPTER_START}</p>` });
  return { author, token, storyId, chapterId };
}

/** Opens a chapter in the editor the way the author does (the story's contents tab, "Düzenle"), once its text is in. */
export async function openChapter(page: Page, storyId: number, title: string): Promise<void> {
  await page.goto(`/story-details/${storyId}`);
  await page.getByRole('tab', { name: /^İçindekiler/ }).click();
  await page.getByRole('button', { name: new RegExp(`^Düzenle\\s*: ${title}$`) }).click();
  await expectEditorReady(page);
  await expect(chapterBody(page)).toContainText(CHAPTER_START);
}

/** Types at the end of the chapter text, as the author would. */
export async function typeAtEnd(page: Page, text: string): Promise<void> {
  await chapterBody(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/**
 * A stored chapter text without its paragraph ids (docs/PRODUCT.md#paragraph-comments), after
 * checking every paragraph has one of its own: the editor gives each new paragraph its id.
 */
export function textWithoutIds(html: string): string {
  const ids = [...html.matchAll(/<p data-pid="([A-Za-z0-9_-]{1,32})">/g)].map((m) => m[1]);
  expect(ids, html).toHaveLength(html.match(/<p[\s>]/g)?.length ?? 0);
  expect(new Set(ids).size, html).toBe(ids.length);
  return html.replace(/<p data-pid="[^"]*">/g, '<p>');
}
