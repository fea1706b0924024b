import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { apiToken, chapterBody, createChapterViaApi, createStoryViaApi, expectEditorReady, registerViaApi, toast } from './support/authoring';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

/*
 * "Önceki bölümlerde" (docs/PRODUCT.md#community-engine, issue 33) in Chromium at 1280 and 375 px: the author writes a chapter's recap in the
 * editor beside the notes and saves it; a first-time reader of the next chapter sees no recap; a returning reader sees
 * it folded above the text. The 14-day wait itself is proven on the API with the test clock
 * (apps/api/src/modules/chapters/recap.test.ts): here the server's answer for a return is the real answer with the
 * saved recap put in, as the server sends it after 14 days.
 */

const NET = { timeout: 20_000 };
const RECAP = 'Elif köyden ayrıldı ve ormanda yaşlı bir kurtla karşılaştı.\nKurt ona nehrin yolunu gösterdi.';

test.describe('Önceki bölümlerde', () => {
  // The page's own requests, so the return's answer below can be routed (a service worker's fetches are not).
  test.use({ serviceWorkers: 'block' });

  test('the author writes a recap; a returning reader sees it folded above the next chapter', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const author = await registerViaApi(request, 'yazar_ozet');
    const token = await apiToken(request, author.email, author.password);
    const storyId = await createStoryViaApi(request, token, { title: `Özetli Hikaye ${Date.now().toString(36)}` });
    const first = await createChapterViaApi(request, token, { bookId: storyId, title: 'Orman', content: '<p>Orman bölümünün metni.</p>', published: true });
    const second = await createChapterViaApi(request, token, { bookId: storyId, title: 'Nehir', content: '<p>Nehir bölümünün metni.</p>', published: true });

    // ---- the editor: the recap beside the notes ----
    await loginAs(page, author.email, author.password);
    await page.goto(`/story-details/${storyId}`);
    await expect(page.getByText('Hikaye yönetimi', { exact: true })).toBeVisible(NET);
    const tab = page.getByRole('tab', { name: /^İçindekiler/ });
    if (await tab.isVisible()) await tab.click();
    await page.getByRole('button', { name: /^Düzenle\s*: Orman$/ }).click();
    await expectEditorReady(page);
    await expect(chapterBody(page)).toContainText('Orman bölümünün metni.');
    const toggle = page.getByRole('button', { name: /Önceki bölümlerde/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const field = page.getByRole('textbox', { name: 'Önceki bölümlerde özeti' });
    await field.fill(RECAP);
    await expect(toggle).toContainText('Özet var');
    await field.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'recap-editor', { fullPage: false });
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(page, 'Bölüm kaydedildi.')).toBeVisible(NET);
    await expectNoSeriousA11yViolations(page, 'editor with a recap', testInfo);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await field.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'recap-editor', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    const saved = await (await request.get(`/api/stories/chapters/${first}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(saved.recap).toBe(RECAP);

    // ---- a first-time reader of chapter 2: no recap ----
    const reader = await registerViaApi(request, 'okur_ozet');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, reader.email, reader.password);
    // What is checked is the reader call's answer: without the page cookie the page is the shell
    // and the app makes the call (a page the server rendered carries its answer inside).
    await page.context().clearCookies();
    const firstRead = page.waitForResponse((r) => r.url().endsWith(`/api/bookReader/books/${storyId}/${second}`) && r.request().method() === 'GET');
    await page.goto(`/read/${storyId}/${second}`);
    expect((await (await firstRead).json()).recap).toBeNull();
    await expect(page.getByTestId('chapter-content')).toContainText('Nehir bölümünün metni.', NET);
    await expect(page.getByTestId('chapter-recap')).toHaveCount(0);

    // ---- the same reader returning after 14 days (the server's answer for a return) ----
    await page.route(`**/api/bookReader/books/${storyId}/${second}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, recap: { chapter_title: 'Orman', text: saved.recap } } });
    });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`/read/${storyId}/${second}`);
      const recap = page.getByTestId('chapter-recap');
      await expect(recap).toBeVisible(NET);
      await expect(recap).not.toHaveAttribute('open', '');
      await expect(recap.getByText('Elif köyden ayrıldı')).toBeHidden();
      await recap.getByText('Önceki bölümlerde', { exact: true }).click();
      await expect(recap.getByText(/Elif köyden ayrıldı/)).toBeVisible();
      await expect(recap).toContainText('Orman');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `reader with the recap at ${width}`, testInfo);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'recap-reader', { fullPage: false });
    }
  });
});
