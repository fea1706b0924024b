import { chromium, expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { CHROMIUM_FLAGS } from './support/chromium-flags';
import { apiGet, apiPost, bookIdByTitle, bookWithChapters, DEMO, pageToken, registerReader } from './support/reading';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

/**
 * Reading comfort and offline (docs/PRODUCT.md#reading-comfort-and-writers-tools): the reader's settings panel, applied before the
 * first paint and following the reader to another device; ←/→ between chapters and the
 * end-of-chapter card; the installable app that reads an opened library chapter offline and
 * sends the progress made offline when the connection returns.
 */

const shot = (page: Page, name: string) => saveScreenshot(page, name, { fullPage: false });

const html = (page: Page) =>
  page.evaluate(() => ({ ...document.documentElement.dataset }) as Record<string, string | undefined>);

async function openJourneyChapter(page: Page, number: number) {
  const token = await pageToken(page);
  const bookId = await bookIdByTitle(page.request, token, DEMO.journeyBook.title);
  const { chapters } = await bookWithChapters(page.request, token, bookId);
  const ids = chapters.map((c) => c.chapter_id);
  await page.goto(`/read/${bookId}/${ids[number - 1]}`);
  await expect(page.getByTestId('chapter-content')).toBeVisible();
  return { token, bookId, ids };
}

function settingsPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Okuma ayarları' });
}

async function choose(page: Page, group: string, option: string) {
  await settingsPanel(page).getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true }).click();
}

test.describe('Reading comfort', () => {
  test('settings change in the panel, apply before the first paint after a reload and follow the reader to another device', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const reader = await registerReader(request, 'rahat');
    await loginAs(page, reader.email, reader.password);
    await openJourneyChapter(page, 2);

    const button = page.getByRole('button', { name: 'Okuma ayarları' });
    await button.click();
    await expect(settingsPanel(page)).toBeVisible();
    await expect(settingsPanel(page).getByRole('group', { name: 'Yazı boyutu' }).getByRole('radio')).toHaveCount(5);
    await choose(page, 'Tema', 'Açık');
    await shot(page, 'reader-panel-light');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings/reading') && r.request().method() === 'PUT' && r.ok());
    await choose(page, 'Yazı boyutu', 'En büyük');
    await choose(page, 'Tema', 'Sepya');
    await shot(page, 'reader-panel-sepia');
    expect(await html(page)).toMatchObject({ readerSize: '5', theme: 'sepia' });
    const sizeAfter = await page.getByTestId('chapter-content').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(sizeAfter).toBeGreaterThan(20);
    await saved;
    await page.keyboard.press('Escape');
    await expect(settingsPanel(page)).toBeHidden();
    await expect(button).toBeFocused();

    // Before the first paint: the attributes are on <html> when <body> starts, before any module ran.
    await page.addInitScript(() => {
      const seen = (window as unknown as { __atBody?: Record<string, string | undefined> });
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        seen.__atBody = { ...document.documentElement.dataset };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => (window as unknown as { __atBody?: unknown }).__atBody)).toMatchObject({ readerSize: '5', theme: 'sepia', reader: '' });
    // And the styles follow: sepia paper, the largest size.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 236, 216)');
    expect(await page.getByTestId('chapter-content').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeCloseTo(sizeAfter, 0);

    // Another device: a fresh browser, the same account.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 900 } });
    const second = await other.newPage();
    await loginAs(second, reader.email, reader.password);
    await expect.poll(() => html(second).then((d) => `${d.readerSize}/${d.theme}`), { timeout: 15_000 }).toBe('5/sepia');
    await openJourneyChapter(second, 2);
    expect(await second.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 236, 216)');
    // Outside the reader, sepia looks light.
    await second.goto('/library');
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await second.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(250, 247, 242)');
    await other.close();
  });

  test('← and → move between chapters; the end card offers like, comment and the next chapter', async ({ page, request }) => {
    const reader = await registerReader(request, 'klavye');
    await loginAs(page, reader.email, reader.password);
    const { bookId, ids } = await openJourneyChapter(page, 2);
    await expect(page.getByTestId('chapter-meta')).toContainText(/\d+ dk okuma/);

    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/read/${bookId}/${ids[2]}$`));
    await expect(page.getByRole('heading', { level: 1, name: DEMO.journeyBook.chapters[2] })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(new RegExp(`/read/${bookId}/${ids[1]}$`));

    const card = page.getByRole('complementary', { name: 'Bölüm sonu' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: /Bu bölümü beğen/ })).toBeVisible();
    await shot(page, 'reader-end-card');
    await card.getByRole('link', { name: 'Yorum yapın' }).click();
    await expect(page.locator('#yorumlar textarea').first()).toBeFocused();
    // The way on is the chapter navigation under the card (one "next chapter" per page).
    await expect(card.getByRole('link', { name: /Sonraki/ })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Bölümler arası gezinme' }).getByRole('link', { name: /Sonraki Bölüm/ }).click();
    await expect(page).toHaveURL(new RegExp(`/read/${bookId}/${ids[2]}$`));
  });

  test('screens at 375 and 1280 px: the panel in light, sepia and dark, and the end card', async ({ page, request }) => {
    test.setTimeout(120_000);
    const reader = await registerReader(request, 'ekran');
    await loginAs(page, reader.email, reader.password);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await openJourneyChapter(page, 2);
      await page.getByRole('button', { name: 'Okuma ayarları' }).click();
      for (const [theme, key] of [['Açık', 'light'], ['Sepya', 'sepia'], ['Koyu', 'dark']] as const) {
        await choose(page, 'Tema', theme);
        await expect(settingsPanel(page).getByRole('radio', { name: theme, exact: true })).toBeChecked();
        await expect.poll(async () => (await html(page)).theme).toBe(key);
        await shot(page, `reader-panel-${theme}`);
      }
      await page.keyboard.press('Escape');
      const card = page.getByRole('complementary', { name: 'Bölüm sonu' });
      await card.scrollIntoViewIfNeeded();
      // The answer to the sepia choice, arriving after dark was chosen, leaves dark in place.
      await page.waitForLoadState('networkidle');
      expect((await html(page)).theme).toBe('dark');
      await shot(page, 'reader-end-card-dark');
      await expectNoHorizontalOverflow(page);
      await page.evaluate(() => localStorage.setItem('reading-settings', JSON.stringify({ theme: 'light' })));
    }
  });
});

test.describe('Offline reading', () => {
  test('the app is installable; an opened library chapter reads offline and its progress is sent when back online', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const reader = await registerReader(request, 'cevrimdisi');
    await loginAs(page, reader.email, reader.password);

    // Installable: the manifest link and fields, the icons, the worker with no-cache.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifestRes = await request.get(manifestHref!);
    expect(manifestRes.ok()).toBe(true);
    expect(manifestRes.headers()['content-type']).toContain('manifest+json');
    const manifest = (await manifestRes.json()) as { name: string; short_name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Okuryazar', short_name: 'Okuryazar', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
    const sw = await request.get('/sw.js');
    expect(sw.ok()).toBe(true);
    expect(sw.headers()['cache-control']).toBe('no-cache');

    const token = await pageToken(page);
    const bookId = await bookIdByTitle(request, token, DEMO.journeyBook.title);
    await apiPost(request, token, `/books/${bookId}/toggle-library`);
    const { chapters } = await bookWithChapters(request, token, bookId);
    const [first, second] = chapters;

    // The worker installs when the page is idle, then controls the page after a reload.
    await page.goto(`/read/${bookId}/${second!.chapter_id}`);
    await expect(page.getByTestId('chapter-content')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByTestId('chapter-content')).toBeVisible();
    // Chapter 1 and the library opened online too (cached as they load).
    await page.goto(`/read/${bookId}/${first!.chapter_id}`);
    await expect(page.getByTestId('chapter-content')).toContainText(DEMO.journeyBook.firstWords);
    await page.goto('/library');
    await expect(page.getByText(DEMO.journeyBook.title).first()).toBeVisible();
    await page.goto(`/read/${bookId}/${second!.chapter_id}`);
    await expect(page.getByTestId('chapter-content')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Çevrimdışısınız', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: DEMO.journeyBook.chapters[1] })).toBeVisible();
    await expect(page.getByTestId('chapter-content')).not.toBeEmpty();

    // Offline, ← opens chapter 1 from the cache; its progress waits in local storage.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('chapter-content')).toContainText(DEMO.journeyBook.firstWords);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('progress-queue'))).toContain(`"chapterId":${first!.chapter_id}`);

    // Other screens say they need a connection.
    await page.goto('/discover').catch(() => undefined);
    await expect(page.getByText('Bu sayfa için internet bağlantısı gerekiyor.').first()).toBeVisible();
    await page.goto('/library');
    await expect(page.getByText(DEMO.journeyBook.title).first()).toBeVisible();

    // Back online: the progress made offline reaches the account.
    await context.setOffline(false);
    await expect
      .poll(async () => (await apiGet<{ last_chapter_id: number | null }>(request, token, `/bookReader/progress/${bookId}`)).last_chapter_id, { timeout: 15_000 })
      .toBe(first!.chapter_id);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('progress-queue'))).toBeNull();
  });
});

test.describe('Installable app', () => {
  // Chromium's own verdict, the check behind its install prompt. Playwright's contexts are
  // off-the-record profiles, which Chromium never offers to install, so this one runs in a
  // persistent profile of its own.
  test('Chromium reports no installability error for the app', async ({ baseURL }, testInfo) => {
    const profile = testInfo.outputPath('profile');
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
      baseURL,
      locale: 'tr-TR',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId), {
          timeout: 15_000,
        })
        .toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
