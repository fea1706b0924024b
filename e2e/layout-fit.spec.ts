import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { shelf } from './support/dashboard';
import { apiLogin, bookIdByTitle, DEMO } from './support/reading';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';
import { settled } from './support/layout';

/** Where an element starts on the page (not the viewport), so scrolling does not change it. */
function pageTop(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

/** Opens "Şikayet et" on the first Discover post of someone else. */
async function openReportDialog(page: Page): Promise<Locator> {
  await page.goto('/discover');
  const menus = page.getByRole('button', { name: 'Gönderi seçenekleri' });
  await expect(menus.first()).toBeVisible();
  const count = await menus.count();
  for (let i = 0; i < count; i += 1) {
    await menus.nth(i).click();
    await expect(page.getByRole('menu')).toBeVisible();
    const report = page.getByRole('menuitem', { name: 'Şikayet et' });
    if ((await report.count()) > 0) {
      await report.click();
      const dialog = page.getByRole('dialog', { name: 'Gönderiyi şikayet et' });
      await expect(dialog).toBeVisible();
      await settled(page);
      return dialog;
    }
    await page.keyboard.press('Escape');
  }
  throw new Error('No post by another user on /discover');
}

/** How many lines the element's visible label (its first text) takes on screen. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const label = Array.from(element.childNodes).find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!label) return 0;
    const range = document.createRange();
    range.selectNodeContents(label);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

test.describe('Layouts that fit the screen', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`the report dialog keeps its buttons on screen at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
      const dialog = await openReportDialog(page);
      for (const name of ['Gönder', 'Vazgeç']) {
        const button = dialog.getByRole('button', { name, exact: true });
        await expect(button).toBeInViewport({ ratio: 1 });
      }
    });
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`the story report dialog and the profile menu fit at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
      const token = await apiLogin(page.request, DEMO_READER_EMAIL, DEMO_PASSWORD);
      await page.goto(`/book/${await bookIdByTitle(page.request, token, DEMO.journeyBook.title)}`);

      const report = page.getByRole('button', { name: 'Şikayet et', exact: true });
      await report.scrollIntoViewIfNeeded();
      await report.click();
      const dialog = page.getByRole('dialog', { name: 'Hikayeyi şikayet et' });
      await expect(dialog).toBeVisible();
      await settled(page);
      for (const name of ['Gönder', 'Vazgeç']) {
        await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({
          ratio: 1,
        });
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The author's profile: one ⋯ menu with report, mute and block, every item on screen.
      await page.getByRole('link', { name: DEMO.journeyBook.author, exact: true }).first().click();
      await page.getByRole('button', { name: 'Diğer işlemler' }).click();
      const menu = page.getByRole('menu', { name: 'Diğer işlemler' });
      await expect(menu.getByRole('menuitem')).toHaveText(['Şikayet et', 'Sessize al', 'Engelle']);
      await settled(page);
      for (const item of await menu.getByRole('menuitem').all())
        await expect(item).toBeInViewport({ ratio: 1 });
    });
  }

  test('shelf card buttons stay on one line at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const recommended = shelf(page, 'Sizin İçin Önerilen');
    const start = recommended.getByRole('link', { name: /Okumaya Başla/ }).first();
    await expect(start).toBeVisible();
    expect(await lineCount(start)).toBe(1);
  });

  test('the dashboard keeps its own frame after other pages with the shared frame have loaded', async ({
    page,
  }) => {
    // Every page that composes the shared page frame carries its own copy of the frame's
    // rules; a later copy must not undo what the dashboard sets for itself (top spacing, gap).
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const heading = page.getByRole('heading', { level: 1 });
    const firstShelf = page.getByRole('heading', { level: 2 }).first();
    await expect(firstShelf).toBeVisible();
    const fresh = { heading: await pageTop(heading), shelf: await pageTop(firstShelf) };

    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Keşfet' })
      .click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(firstShelf).toBeVisible();
    await page.getByRole('link', { name: 'Tümünü gör: Popüler Kitaplar' }).click();
    await expect(page).toHaveURL(/\/populer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Popüler Kitaplar' })).toBeVisible();
    await page.goBack();
    await expect(firstShelf).toBeVisible();

    expect(await pageTop(heading)).toBe(fresh.heading);
    expect(await pageTop(firstShelf)).toBe(fresh.shelf);
  });
});
