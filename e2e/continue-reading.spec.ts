import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { shelf } from './support/dashboard';
import { expectNoHorizontalOverflow } from './support/layout';
import { createLongStory, expectSavedAt, expectTopParagraph, scrollWindowTo, topParagraph, type LongStory } from './support/place';
import { apiGet, apiPost, pageToken, registerReader } from './support/reading';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 28 item 5, at 1280 and 375 px: reading puts the story on the dashboard's "Okumaya
 * devam et" shelf (the last read first), each card opening at the saved place; more than six
 * give "Tümünü gör" and a page of them all; the empty library shelf says how to fill it.
 */

const WIDTHS = [1280, 375] as const;
const viewport = (width: number) => ({ width, height: width === 375 ? 812 : 900 });
const CONTINUE = 'Okumaya devam et';

let story: LongStory;
/** Another story, opened after the first (its own, so no other test's view counts move). */
let other: LongStory;

test.beforeAll(async ({ request }) => {
  story = await createLongStory(request, `Kıyıdaki Ev ${Date.now().toString(36)}`);
  other = await createLongStory(request, `Fener Bekçisi ${Date.now().toString(36)}`, 2);
});

async function readChapter(page: Page, bookId: number, chapterId: number, title: string) {
  await page.goto(`/read/${bookId}/${chapterId}`);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({ timeout: 15_000 });
}

for (const width of WIDTHS) {
  test(`after reading three chapters the dashboard offers "Okumaya devam et", last read first, opening at the saved place (${width} px)`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport(width));
    const reader = await registerReader(page.request, 'devamci');
    await loginAs(page, reader.email, reader.password);
    const token = await pageToken(page);

    // The empty library shelf says how to fill it, and there is nothing to continue yet.
    await expect(shelf(page, 'Kütüphaneniz')).toContainText('Kütüphanenizde henüz kitap yok.');
    await expect(shelf(page, CONTINUE)).toHaveCount(0);

    // Three chapters of the long story, from chapter 1 through "Sonraki Bölüm", stopping in chapter 3.
    await readChapter(page, story.bookId, story.chapterIds[0]!, story.chapterTitles[0]!);
    for (const n of [1, 2]) {
      await page.getByRole('navigation', { name: 'Bölümler arası gezinme' }).getByRole('link', { name: /Sonraki Bölüm/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: story.chapterTitles[n], exact: true })).toBeVisible({ timeout: 15_000 });
    }
    await scrollWindowTo(page, 1000);
    const place = (await topParagraph(page))!;
    await expectSavedAt(page.request, token, story.bookId, story.chapterIds[2]!, place.index);

    // Then the opening of another story: it becomes the most recent.
    await readChapter(page, other.bookId, other.chapterIds[0]!, other.chapterTitles[0]!);
    await expect
      .poll(async () => (await apiGet<{ last_chapter_id: number | null }>(page.request, token, `/bookReader/progress/${other.bookId}`)).last_chapter_id)
      .toBe(other.chapterIds[0]);

    await page.goto('/dashboard');
    const continuing = shelf(page, CONTINUE);
    await expect(continuing).toBeVisible({ timeout: 15_000 });
    const cards = continuing.getByRole('link');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(other.title);
    await expect(cards.nth(1)).toContainText(story.title);
    await expect(cards.nth(1)).toContainText('3. bölüm / 3');
    await expect(cards.nth(1)).toContainText(story.chapterTitles[2]!);
    // It comes right after the library shelf, which (nothing added) offers a way to fill it.
    const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.slice(0, 2)).toEqual(['Kütüphaneniz', CONTINUE]);
    const library = shelf(page, 'Kütüphaneniz');
    await expect(library).toContainText('Kütüphanenizde henüz kitap yok.');
    await expect(library).toContainText('“Kütüphaneye Ekle” düğmesiyle buraya ekleyin');
    await expect(library.getByRole('link', { name: 'Popüler hikayelere göz atın' })).toHaveAttribute('href', '/populer');
    await expect(continuing.getByRole('link', { name: /Tümünü gör/ })).toHaveCount(0);
    await expectNoHorizontalOverflow(page, 'dashboard with "Okumaya devam et"');
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'dashboard-continue', { fullPage: false });
    await expectNoSeriousA11yViolations(page, `dashboard-continue-${width}`, testInfo);

    // The card opens chapter 3 at the paragraph the reader stopped at.
    await cards.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/read/${story.bookId}/${story.chapterIds[2]}#kaldigim-yer$`));
    await expectTopParagraph(page, place, 'the shelf card opens the chapter at the saved place');

    // The empty library's call to action.
    await page.goto('/dashboard');
    await shelf(page, 'Kütüphaneniz').getByRole('link', { name: 'Popüler hikayelere göz atın' }).click();
    await expect(page).toHaveURL(/\/populer$/);
  });
}

test('more than six stories: the shelf shows six and "Tümünü gör" lists them all, each opening where it was left', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width));
    const reader = await registerReader(page.request, 'cokokur');
    await loginAs(page, reader.email, reader.password);
    const token = await pageToken(page);
    // Eight stories started (through the API, as the reader does on entering a chapter).
    const popular = await apiGet<{ books: { book_id: number; title: string; first_chapter_id: number | null }[] }>(page.request, token, '/books/popular?pageSize=12');
    const started = popular.books.filter((b) => b.first_chapter_id !== null).slice(0, 8);
    expect(started).toHaveLength(8);
    for (const book of started) {
      await apiPost(page.request, token, '/bookReader/progress/save', { bookId: book.book_id, chapterId: book.first_chapter_id, position: { scrollY: 0, timestamp: Date.now() } });
    }

    await page.goto('/dashboard');
    const continuing = shelf(page, CONTINUE);
    await expect(continuing.getByTestId('continue-card')).toHaveCount(6, { timeout: 15_000 });
    // The last started first.
    await expect(continuing.getByTestId('continue-card').first()).toContainText(started[7]!.title);
    await continuing.getByRole('link', { name: `Tümünü gör: ${CONTINUE}` }).click();
    await expect(page).toHaveURL(/\/okumaya-devam-et$/);
    await expect(page.getByRole('heading', { level: 1, name: CONTINUE })).toBeVisible();
    await expect(page.getByTestId('continue-card')).toHaveCount(8);
    await expectNoHorizontalOverflow(page, '/okumaya-devam-et');
    await saveScreenshot(page, 'continue-page', { fullPage: false });
    await expectNoSeriousA11yViolations(page, `continue-page-${width}`, testInfo);
    await expect(page.getByTestId('continue-card').last()).toHaveAttribute('href', `/read/${started[0]!.book_id}/${started[0]!.first_chapter_id}#kaldigim-yer`);
    await page.evaluate(() => localStorage.clear());
  }
});
