import { expect, test } from '@playwright/test';
import { apiLogin, apiPost, bookIdByTitle, bookWithChapters, DEMO } from './support/reading';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';
import { signUpViaApi } from './support/users';

/**
 * Issue 28 item 4: offline reading on the very first visit. A fresh browser opens a library
 * chapter; the service worker installs meanwhile, takes the page over without a reload
 * (clientsClaim) and keeps the chapter the page fetched before it existed. Offline, a reload
 * shows the chapter, as the offline banner promises, instead of "Bu sayfa için internet
 * bağlantısı gerekiyor." (which used to come until a second visit).
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 500 });

    test('the library chapter opened on the first visit reads offline after a reload', async ({ browser, request, baseURL }) => {
      test.setTimeout(90_000);
      const reader = await signUpViaApi(request, 'ilkziyaret');
      const token = await apiLogin(request, reader.email, reader.password);
      const bookId = await bookIdByTitle(request, token, DEMO.journeyBook.title);
      await apiPost(request, token, `/books/${bookId}/toggle-library`);
      const { chapters } = await bookWithChapters(request, token, bookId);
      const second = chapters[1]!;

      // A fresh browser (no worker, no cache) with the reader's session, as after a login.
      const context = await browser.newContext({
        baseURL,
        viewport,
        hasTouch: viewport.width < 500,
        locale: 'tr-TR',
        timezoneId: 'Europe/Istanbul',
        storageState: {
          cookies: [],
          origins: [
            {
              origin: baseURL!,
              localStorage: [
                { name: 'token', value: token },
                { name: 'userId', value: String(reader.id) },
                { name: 'username', value: reader.username },
              ],
            },
          ],
        },
      });
      try {
        const page = await context.newPage();
        await page.goto(`/read/${bookId}/${second.chapter_id}`);
        await expect(page.getByRole('heading', { level: 1, name: DEMO.journeyBook.chapters[1] })).toBeVisible();
        const text = (await page.getByTestId('chapter-content').innerText()).slice(0, 40);

        // The worker installs while the reader reads and controls this page without a reload...
        await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
        // ...and keeps the chapter this page opened before it existed (instead of a fixed wait).
        const chapterUrl = `/api/bookReader/books/${bookId}/${second.chapter_id}`;
        await expect
          .poll(() => page.evaluate((url) => caches.match(url).then((r) => r !== undefined), chapterUrl), { timeout: 15_000 })
          .toBe(true);

        await context.setOffline(true);
        await page.reload();
        await expect(page.getByText('Çevrimdışısınız', { exact: false })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: DEMO.journeyBook.chapters[1] })).toBeVisible();
        await expect(page.getByTestId('chapter-content')).toContainText(text);
        await expect(page.getByText('Bu sayfa için internet bağlantısı gerekiyor.')).toHaveCount(0);
        await expectNoHorizontalOverflow(page);
        await saveScreenshot(page, 'offline-first-visit', { fullPage: false });
      } finally {
        await context.close();
      }
    });
  });
}
