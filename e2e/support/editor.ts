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
