import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth';
import { cardOpener, cardTitle, shelf, SHELF_TITLES } from './support/dashboard';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';

test.describe('Dashboard (demo reader)', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
  });

  test('shows the library with progress and at most 10 books on the other shelves', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const title of SHELF_TITLES) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }

    const library = shelf(page, 'Kütüphaneniz');
    await expect(library.getByRole('listitem').first()).toBeVisible();
    await expect(library.getByText('Kütüphanenizde henüz kitap yok.')).toHaveCount(0);
    // At least one book with reading progress offers 'Devam et'.
    await expect(library.getByRole('link', { name: /^Devam et\s*:/ }).first()).toBeVisible();

    for (const title of SHELF_TITLES.slice(1)) {
      const books = shelf(page, title).getByRole('listitem');
      await expect(books.first()).toBeVisible();
      const count = await books.count();
      expect(count, `${title} shows ${count} books`).toBeGreaterThan(0);
      expect(count, `${title} shows ${count} books`).toBeLessThanOrEqual(10);
    }
  });

  test('a book opens its popup and "Daha Fazla Bilgi" goes to /book/{id}', async ({ page }) => {
    const card = shelf(page, 'Yeni Çıkanlar').getByRole('listitem').first();
    const title = await cardTitle(card);
    const href = await card.getByRole('link', { name: /^Daha fazla/ }).getAttribute('href');
    expect(href).toMatch(/^\/book\/\d+$/);

    await cardOpener(card).click();
    const popup = page.getByRole('dialog', { name: title, exact: true });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: /^(Okumaya Başla|Devam et)$/ })).toBeVisible();

    // Escape closes it and focus returns to the card.
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(cardOpener(card)).toBeFocused();

    await cardOpener(card).click();
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Daha Fazla Bilgi', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('a library book with progress shows "Devam et" in its popup', async ({ page }) => {
    const library = shelf(page, 'Kütüphaneniz');
    const card = library.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Devam et\s*:/ }) }).first();
    const title = await cardTitle(card);
    await cardOpener(card).click();
    const popup = page.getByRole('dialog', { name: title, exact: true });
    await expect(popup.getByRole('button', { name: 'Devam et', exact: true })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Daha Fazla Bilgi', exact: true })).toBeVisible();
  });

  test('header search: a blank query does nothing, text goes to /search-results', async ({ page }) => {
    const search = page.getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Kütüphaneniz' })).toBeVisible();

    await search.fill('  Boğaz aşk ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?query=/);
    expect(new URL(page.url()).searchParams.get('query')).toBe('Boğaz aşk');
  });

  test('a 401 (corrupted token) clears the token and goes to /login', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('token', 'bozuk.bir.anahtar'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
