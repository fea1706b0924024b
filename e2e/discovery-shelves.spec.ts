import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { shelf } from './support/dashboard';
import { apiGet, pageToken } from './support/reading';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';
import { expectNoHorizontalOverflow } from './support/layout';

/* docs/PRODUCT.md#discovery: "Tümünü gör" pages for Yeni Çıkanlar and Popüler Kitaplar, and "Sıradaki okuma"
 * at the end of a story's last chapter. The demo site has about forty stories: two pages. */

test.describe('Discovery: the shelves in full and the next read', () => {
  // Each test logs in, walks a few pages and takes screenshots at two widths.
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page }) => {
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
  });

  test('"Tümünü gör" on Popüler Kitaplar opens every popular story, a page at a time, the page in the URL', async ({ page }, testInfo) => {
    const popular = shelf(page, 'Popüler Kitaplar');
    const firstOnShelf = await popular.getByRole('listitem').first().getByRole('heading').first().innerText();
    await popular.getByRole('link', { name: 'Tümünü gör: Popüler Kitaplar' }).click();
    await expect(page).toHaveURL(/\/populer$/);
    await expect(page).toHaveTitle('Popüler Kitaplar — Okuryazar');
    await expect(page.getByRole('heading', { level: 1, name: 'Popüler Kitaplar' })).toBeVisible();
    const grid = page.getByRole('region', { name: 'Popüler Kitaplar, sayfa 1' });
    // The page starts where the shelf does.
    await expect(grid.getByRole('heading', { level: 3 }).first()).toHaveText(firstOnShelf);
    await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(24);
    const firstPage = await grid.getByRole('heading', { level: 3 }).allInnerTexts();
    await expectNoHorizontalOverflow(page);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, 'shelf-popular', testInfo);
    await saveScreenshot(page, 'shelf-popular');

    const pager = page.getByRole('navigation', { name: 'Sayfalar' });
    await pager.getByRole('link', { name: /Sonraki sayfa/ }).click();
    await expect(page).toHaveURL(/\/populer\?page=2$/);
    const second = page.getByRole('region', { name: 'Popüler Kitaplar, sayfa 2' });
    // Until page 2 arrives the grid keeps showing page 1's books, marked busy.
    await expect(second.getByRole('list')).not.toHaveAttribute('aria-busy');
    await expect(second.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const secondPage = await second.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // Page 2 leads back to page 1 (how many pages follow depends on the stories other tests publish).
    await expect(pager.getByRole('link', { name: /Önceki sayfa/ })).toHaveAttribute('href', '/populer');
  });

  test('on a phone the page in the URL survives a reload and the back button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/populer');
    const first = page.getByRole('region', { name: 'Popüler Kitaplar, sayfa 1' });
    // A cold load of the whole app: slower than moving between pages.
    await expect(first.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 30_000 });
    const firstTitle = await first.getByRole('heading', { level: 3 }).first().innerText();
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, 'shelf-popular');

    const pager = page.getByRole('navigation', { name: 'Sayfalar' });
    await pager.getByRole('link', { name: 'Sonraki sayfa' }).click();
    await expect(page).toHaveURL(/\/populer\?page=2$/);
    await expect(page.getByRole('region', { name: 'Popüler Kitaplar, sayfa 2' })).toBeVisible();
    await pager.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, 'shelf-popular-page-2', { fullPage: false });

    await page.reload();
    await expect(page.getByRole('region', { name: 'Popüler Kitaplar, sayfa 2' })).toBeVisible({ timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/populer$/);
    await expect(page.getByRole('region', { name: 'Popüler Kitaplar, sayfa 1' }).getByRole('heading', { level: 3 }).first()).toHaveText(firstTitle, {
      timeout: 30_000,
    });
  });

  test('"Tümünü gör" on Yeni Çıkanlar lists the newest first; past the end it offers the first page', async ({ page }) => {
    const fresh = shelf(page, 'Yeni Çıkanlar');
    const newest = await fresh.getByRole('listitem').first().getByRole('heading').first().innerText();
    await fresh.getByRole('link', { name: 'Tümünü gör: Yeni Çıkanlar' }).click();
    await expect(page).toHaveURL(/\/yeni-cikanlar$/);
    await expect(page).toHaveTitle('Yeni Çıkanlar — Okuryazar');
    await expect(page.getByRole('region', { name: 'Yeni Çıkanlar, sayfa 1' }).getByRole('heading', { level: 3 }).first()).toHaveText(newest);
    await saveScreenshot(page, 'shelf-new');

    await page.goto('/yeni-cikanlar?page=50');
    await expect(page.getByText('Bu sayfada hikaye yok.')).toBeVisible({ timeout: 30_000 });
    await saveScreenshot(page, 'shelf-new-past-end');
    await page.getByRole('link', { name: 'İlk sayfaya dönün' }).click();
    await expect(page).toHaveURL(/\/yeni-cikanlar$/);
    await expect(page.getByRole('region', { name: 'Yeni Çıkanlar, sayfa 1' })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, 'shelf-new');
  });

  test('the end of a story’s last chapter offers "Sıradaki okuma", other stories that open their page', async ({ page, request }) => {
    const token = await pageToken(page);
    // A story the reader keeps, read to its last published chapter.
    const library = await apiGet<{ book_id: number; title: string }[]>(request, token, '/library/reading-list');
    const story = library[0]!;
    const { chapters } = await apiGet<{ chapters: { chapter_id: number }[] }>(request, token, `/books/${story.book_id}`);
    await page.goto(`/read/${story.book_id}/${chapters.at(-1)!.chapter_id}`);

    const end = page.getByRole('complementary', { name: /hikayesinin yayımlanmış son bölümünü okudunuz/ });
    await end.scrollIntoViewIfNeeded();
    const next = end.getByRole('region', { name: 'Sıradaki okuma' });
    await expect(next).toBeVisible();
    const links = next.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain(`/book/${story.book_id}`);
    for (const href of hrefs) expect(library.map((b) => `/book/${b.book_id}`)).not.toContain(href);
    await next.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'story-end-next-read', { fullPage: false });

    await page.setViewportSize({ width: 375, height: 812 });
    await next.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, 'story-end-next-read', { fullPage: false });

    const title = await links.first().innerText();
    await links.first().click();
    await expect(page).toHaveURL(/\/book\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
