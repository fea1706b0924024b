import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { apiToken, chapterBody, createChapterViaApi, createStoryViaApi, expectEditorReady, registerViaApi, toast } from './support/authoring';
import { saveScreenshot } from './support/screenshots';
import { expectNoHorizontalOverflow } from './support/layout';

/*
 * docs/PRODUCT.md#reading-comfort-and-writers-tools, issue 16: the author reorders chapters by keyboard on story details, writes the
 * author's notes and a scene break in the editor, and readers see all of it, at 1280 and 375 px.
 */

const NET = { timeout: 20_000 };

/** The chapter titles on story details, in the order shown. */
async function rowTitles(page: Page): Promise<string[]> {
  return page.getByTestId('chapter-row').getByRole('heading', { level: 3 }).allTextContents();
}

async function openContents(page: Page, storyId: number) {
  await page.goto(`/story-details/${storyId}`);
  await expect(page.getByText('Hikaye yönetimi', { exact: true })).toBeVisible();
  const tab = page.getByRole('tab', { name: /^İçindekiler/ });
  // At 375 px both sections are stacked and there is no tab.
  if (await tab.isVisible()) await tab.click();
  await expect(page.getByTestId('chapter-row').first()).toBeVisible();
}

async function chooseTheme(page: Page, theme: 'Açık' | 'Sepya' | 'Koyu') {
  await page.getByRole('button', { name: 'Okuma ayarları' }).click();
  const panel = page.getByRole('dialog', { name: 'Okuma ayarları' });
  await panel.getByRole('group', { name: 'Tema' }).getByRole('radio', { name: theme, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test.describe('Bölüm sırası, yazarın notları ve sahne ayracı', () => {
  test('reorder by keyboard, notes and a scene break in the editor, seen by readers at 1280 and 375 px', async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const author = await registerViaApi(request, 'yazar_sira');
    const token = await apiToken(request, author.email, author.password);
    const storyId = await createStoryViaApi(request, token, { title: `Sıralı Hikaye ${Date.now().toString(36)}` });
    const ids: number[] = [];
    for (const title of ['Sabah', 'Öğle', 'Akşam']) {
      ids.push(await createChapterViaApi(request, token, { bookId: storyId, title, content: `<p>${title} bölümünün metni.</p>`, published: true }));
    }

    // ---- story details: "Akşam" goes first, by keyboard only ----
    await loginAs(page, author.email, author.password);
    await openContents(page, storyId);
    expect(await rowTitles(page)).toEqual(['Bölüm 1: Sabah', 'Bölüm 2: Öğle', 'Bölüm 3: Akşam']);
    const status = page.getByTestId('chapter-order-status');
    await expect(status).toHaveAttribute('aria-live', 'polite');

    const up = page.getByRole('button', { name: 'Yukarı taşı: Akşam' });
    await up.focus();
    const firstSave = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${storyId}/chapter-order`) && r.request().method() === 'PUT');
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('3. bölüm “Akşam” artık 2. sırada.');
    expect((await firstSave).status()).toBe(200);
    await expect(up).toBeFocused();
    const secondSave = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${storyId}/chapter-order`) && r.request().method() === 'PUT');
    await page.keyboard.press('Space');
    await expect(status).toHaveText('2. bölüm “Akşam” artık 1. sırada.');
    expect((await secondSave).status()).toBe(200);
    expect(await rowTitles(page)).toEqual(['Bölüm 1: Akşam', 'Bölüm 2: Sabah', 'Bölüm 3: Öğle']);
    await expect(up).toHaveAttribute('aria-disabled', 'true');
    await expectNoSeriousA11yViolations(page, 'story details with reorder controls', testInfo);
    await saveScreenshot(page, 'chapter-order');

    // Saved on the server: a reload shows the new order (and the phone layout has the controls too).
    await page.setViewportSize({ width: 375, height: 812 });
    await openContents(page, storyId);
    expect(await rowTitles(page)).toEqual(['Bölüm 1: Akşam', 'Bölüm 2: Sabah', 'Bölüm 3: Öğle']);
    await expect(page.getByRole('button', { name: 'Aşağı taşı: Sabah' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByTestId('chapter-row').first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'chapter-order', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openContents(page, storyId);

    // ---- the editor: both notes and a scene break ----
    await page.getByRole('button', { name: /^Düzenle\s*: Akşam$/ }).click();
    await expectEditorReady(page);
    await expect(chapterBody(page)).toContainText('Akşam bölümünün metni.');

    const beforeToggle = page.getByRole('button', { name: /Bölüm başı notu/ });
    await expect(beforeToggle).toHaveAttribute('aria-expanded', 'false');
    await beforeToggle.click();
    const noteBefore = page.getByRole('textbox', { name: 'Bölüm başı notu' });
    await expect(noteBefore).toBeFocused();
    await page.keyboard.type('Bu bölüm artık ilk sırada; iyi okumalar!');

    // The scene break: the toolbar button, then the text goes on after it.
    await chapterBody(page).click();
    await page.keyboard.press('Control+End');
    await page.getByRole('button', { name: 'Sahne ayracı' }).click();
    await page.keyboard.type('Gece çöktüğünde her şey değişti.');
    await expect(chapterBody(page).locator('hr')).toHaveCount(1);

    await page.getByRole('button', { name: /Bölüm sonu notu/ }).click();
    await page.getByRole('textbox', { name: 'Bölüm sonu notu' }).click();
    await page.keyboard.type('Yorumlarınızı merakla bekliyorum.');
    await saveScreenshot(page, 'editor-notes', { fullPage: false });

    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(page, 'Bölüm kaydedildi.')).toBeVisible(NET);
    await expectNoSeriousA11yViolations(page, 'editor with notes', testInfo);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'editor-notes', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The author's preview shows them as the reader will.
    await page.getByRole('button', { name: 'Önizle' }).first().click();
    await expect(page).toHaveURL(/\/preview$/);
    const previewNote = page.getByRole('complementary', { name: 'Yazarın notu (bölüm başı)' });
    await expect(previewNote).toContainText('Bu bölüm artık ilk sırada; iyi okumalar!');
    await expect(page.getByRole('complementary', { name: 'Yazarın notu (bölüm sonu)' })).toContainText('Yorumlarınızı merakla bekliyorum.');
    await expect(page.locator('article hr')).toHaveCount(1);
    await saveScreenshot(page, 'preview-notes');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, 'preview-notes');
    await page.setViewportSize({ width: 1280, height: 900 });

    // ---- a reader sees the order, the notes and the ornament ----
    const reader = await registerViaApi(request, 'okur_sira');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, reader.email, reader.password);
    const [evening, morning, noon] = [ids[2]!, ids[0]!, ids[1]!];

    const book = await (await request.get(`/api/books/${storyId}`, { headers: { Authorization: `Bearer ${await apiToken(request, reader.email, reader.password)}` } })).json();
    expect(book.book.first_chapter_id).toBe(evening);
    expect((book.chapters as { chapter_id: number }[]).map((c) => c.chapter_id)).toEqual([evening, morning, noon]);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`/read/${storyId}/${evening}`);
      if (width === 375) {
        // The second visit: the reader last read "Sabah" and is offered to go on there; Escape
        // closes the offer (a card beside the text since issue 28, not a modal).
        const resume = page.getByRole('dialog', { name: /Kaldığınız yerden/ });
        await expect(resume).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(resume).toBeHidden();
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Akşam' })).toBeVisible();
      await expect(page.getByText('1. Bölüm', { exact: true })).toBeVisible();

      const before = page.getByRole('complementary', { name: 'Yazarın notu (bölüm başı)' });
      const after = page.getByRole('complementary', { name: 'Yazarın notu (bölüm sonu)' });
      await expect(before).toContainText('Yazarın notu');
      await expect(before).toContainText('Bu bölüm artık ilk sırada; iyi okumalar!');
      await expect(after).toContainText('Yorumlarınızı merakla bekliyorum.');
      const content = page.getByTestId('chapter-content');
      await expect(content.locator('hr')).toHaveCount(1);
      await expect(content).toContainText('Gece çöktüğünde her şey değişti.');
      // An ornament, not a plain line.
      const ornament = await content.locator('hr').evaluate((hr) => ({
        after: getComputedStyle(hr, '::after').content,
        border: getComputedStyle(hr).borderTopStyle,
        align: getComputedStyle(hr).textAlign,
      }));
      expect(ornament).toEqual({ after: '"⁂"', border: 'none', align: 'center' });
      // The boxes sit before and after the text.
      const boxes = await page.evaluate(() => {
        const top = (sel: string) => document.querySelector(sel)!.getBoundingClientRect().top;
        return {
          before: top('[data-testid="author-note-before"]'),
          text: top('[data-testid="chapter-content"]'),
          after: top('[data-testid="author-note-after"]'),
        };
      });
      expect(boxes.before).toBeLessThan(boxes.text);
      expect(boxes.after).toBeGreaterThan(boxes.text);
      await expectNoHorizontalOverflow(page);

      // Previous / next follow the new order: after "Akşam" comes "Sabah".
      const nav = page.getByRole('navigation', { name: 'Bölümler arası gezinme' });
      await expect(nav.getByRole('link', { name: /Önceki Bölüm/ })).toHaveCount(0);
      await before.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'reader-notes', { fullPage: false });
      await content.locator('hr').scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'reader-scene-break', { fullPage: false });
      await nav.getByRole('link', { name: /Sonraki Bölüm/ }).click();
      await expect(page).toHaveURL(new RegExp(`/read/${storyId}/${morning}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Sabah' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: /Yazarın notu/ })).toHaveCount(0);
    }

    // Readable in every theme: the notes pass axe's contrast check in sepia and dark too.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/read/${storyId}/${evening}`);
    const resume = page.getByRole('dialog', { name: /Kaldığınız yerden/ });
    await expect(resume).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('complementary', { name: 'Yazarın notu (bölüm başı)' })).toBeVisible();
    for (const theme of ['Sepya', 'Koyu', 'Açık'] as const) {
      await chooseTheme(page, theme);
      await page.getByRole('complementary', { name: 'Yazarın notu (bölüm başı)' }).scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page, `reader notes (${theme})`, testInfo);
      await saveScreenshot(page, `reader-notes-${theme === 'Açık' ? 'light' : theme === 'Sepya' ? 'sepia' : 'dark'}`, { fullPage: false });
    }
  });

  test('a chapter dragged by its handle with a finger at 375 px takes its new place and is saved', async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const author = await registerViaApi(request, 'yazar_surukle');
    const token = await apiToken(request, author.email, author.password);
    const storyId = await createStoryViaApi(request, token, { title: `Sürüklenen ${Date.now().toString(36)}` });
    for (const title of ['Bir', 'İki', 'Üç']) await createChapterViaApi(request, token, { bookId: storyId, title, content: `<p>${title}.</p>` });

    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      viewport: { width: 375, height: 812 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await loginAs(page, author.email, author.password);
    await openContents(page, storyId);
    expect(await rowTitles(page)).toEqual(['Bölüm 1: Bir', 'Bölüm 2: İki', 'Bölüm 3: Üç']);

    // A real touch sequence through the DevTools protocol: Chromium turns it into pointer events.
    const handle = page.getByTestId('chapter-row').first().getByTestId('chapter-drag-handle');
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    const rowHeight = (await page.getByTestId('chapter-row').nth(1).boundingBox())!.height;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${storyId}/chapter-order`) && r.request().method() === 'PUT');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    // Past half of the next row, short of the one after: one place down.
    const target = y + rowHeight * 1.1;
    for (let step = 1; step <= 12; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + ((target - y) * step) / 12 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    expect((await saved).status()).toBe(200);
    expect(await rowTitles(page)).toEqual(['Bölüm 1: İki', 'Bölüm 2: Bir', 'Bölüm 3: Üç']);
    await expect(page.getByTestId('chapter-order-status')).toHaveText('1. bölüm “Bir” artık 2. sırada.');
    // The page did not scroll sideways or away while the finger moved the row.
    await expectNoHorizontalOverflow(page);
    await openContents(page, storyId);
    expect(await rowTitles(page)).toEqual(['Bölüm 1: İki', 'Bölüm 2: Bir', 'Bölüm 3: Üç']);
    await context.close();
  });
});
