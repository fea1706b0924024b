import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import {
  DEMO,
  type Progress,
  READING_MSG,
  apiGet,
  apiPost,
  bookCard,
  bookIdByTitle,
  cardLinkName,
  cardTitles,
  formatTr,
  pageToken,
  registerReader,
  settleImages,
} from './support/reading';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';

/** The library and search on desktop (1280 px); reading.spec.ts has the rest of the reading half. */

test.describe('Reading (desktop)', () => {
  test('library: lists the added books, Turkish case-insensitive search and both sorts', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const reader = await registerReader(request, 'kitapsever');
    await loginAs(page, reader.email, reader.password);
    const token = await pageToken(page);

    const titles = [
      'Site Yönetimi Savaşları',
      'Çay Ocağı',
      'Kırmızı Çanta Operasyonu',
      'Üç Kardeş, Bir Ev',
      'Ankara 2091',
      'Kelebek Kapısı',
      'Dokuzuncu Kat',
    ];
    const ids = new Map<string, number>();
    for (const title of titles) {
      const id = await bookIdByTitle(request, token, title);
      ids.set(title, id);
      const res = await apiPost<{ isInLibrary: boolean }>(request, token, `/books/${id}/toggle-library`);
      expect(res.isInLibrary, title).toBe(true);
    }

    // Read two of them, 'Kırmızı Çanta Operasyonu' first and 'Üç Kardeş, Bir Ev' last.
    const readOrder = ['Kırmızı Çanta Operasyonu', 'Üç Kardeş, Bir Ev'];
    for (const title of readOrder) {
      await page.goto(`/book/${ids.get(title)}`);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: READING_MSG.removeFromLibrary, exact: true })).toBeVisible();
      await page.getByRole('button', { name: READING_MSG.startReading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/read/${ids.get(title)}/\\d+$`));
      await expect(page.getByTestId('chapter-content')).toBeVisible({ timeout: 15_000 });
      await expect
        .poll(async () => (await apiGet<Progress>(request, token, `/bookReader/progress/${ids.get(title)}`)).last_chapter_id)
        .not.toBeNull();
    }

    // Open the library from the profile menu.
    await page.getByRole('button', { name: 'Profil menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Kütüphanem' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: READING_MSG.libraryTitle, exact: true })).toBeVisible();
    const list = page.getByRole('region', { name: 'Kütüphanenizdeki kitaplar' });
    await expect(list.getByTestId('book-card')).toHaveCount(titles.length, { timeout: 15_000 });
    expect((await cardTitles(list)).sort()).toEqual([...titles].sort());

    const sorts = page.getByRole('group', { name: 'Sıralama' });
    const alphabetical = sorts.getByRole('button', { name: 'Alfabetik', exact: true });
    const lastRead = sorts.getByRole('button', { name: 'Son Okunan', exact: true });

    // 'Son Okunan' (the default): the most recently read first, then the one read before it.
    await expect(lastRead).toHaveAttribute('aria-pressed', 'true');
    expect((await cardTitles(list)).slice(0, 2)).toEqual([...readOrder].reverse());
    await settleImages(page);
    await expectNoSeriousA11yViolations(page, 'library', testInfo);
    await saveScreenshot(page, 'library');

    // 'Alfabetik': Turkish collation (Ç after C, ı before i, Ü after U).
    await alphabetical.click();
    await expect(alphabetical).toHaveAttribute('aria-pressed', 'true');
    await expect(lastRead).toHaveAttribute('aria-pressed', 'false');
    const collator = new Intl.Collator('tr');
    const expectedAlphabetical = [...titles].sort(collator.compare);
    expect(expectedAlphabetical).toEqual([
      'Ankara 2091',
      'Çay Ocağı',
      'Dokuzuncu Kat',
      'Kelebek Kapısı',
      'Kırmızı Çanta Operasyonu',
      'Site Yönetimi Savaşları',
      'Üç Kardeş, Bir Ev',
    ]);
    await expect.poll(() => cardTitles(list)).toEqual(expectedAlphabetical);

    await lastRead.click();
    await expect(lastRead).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await cardTitles(list)).slice(0, 2)).toEqual([...readOrder].reverse());

    // Search by title: Turkish case-insensitive (upper case with 'İ' and 'I').
    const search = page.getByRole('searchbox', { name: 'Kütüphanenizde arayın' });
    const status = page.getByRole('status').filter({ hasText: /kitap bulundu/ });
    await search.fill('SİTE YÖNETİMİ');
    await expect.poll(() => cardTitles(list)).toEqual(['Site Yönetimi Savaşları']);
    await expect(status).toHaveText('1 kitap bulundu.');
    await search.fill('KIRMIZI ÇANTA');
    await expect.poll(() => cardTitles(list)).toEqual(['Kırmızı Çanta Operasyonu']);
    await search.fill('ÜÇ KARDEŞ');
    await expect.poll(() => cardTitles(list)).toEqual(['Üç Kardeş, Bir Ev']);
    // A substring in the middle of the title, mixed case.
    await search.fill('kAPISI');
    await expect.poll(() => cardTitles(list)).toEqual(['Kelebek Kapısı']);

    await search.fill('qzxw kitap yok');
    await expect(page.getByText(READING_MSG.libraryNoMatch, { exact: true })).toBeVisible();
    await expect(page.getByTestId('book-card')).toHaveCount(0);
    await expect(status).toHaveText('0 kitap bulundu.');

    await search.fill('');
    await expect(list.getByTestId('book-card')).toHaveCount(titles.length);
  });

  test('search: header search, both result tabs, follow from the users tab, and the mobile search page', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const title = DEMO.journeyBook.title;

    // Header search → /search-results?query=…
    const headerSearch = page.getByRole('banner').getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    await headerSearch.fill(title);
    await headerSearch.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?query=/);
    expect(new URL(page.url()).searchParams.get('query')).toBe(title);
    await expect(page.getByRole('heading', { level: 1, name: `“${title}”` })).toBeVisible();

    const booksTab = page.getByRole('tab', { name: /^Kitaplar/ });
    const usersTab = page.getByRole('tab', { name: /^Kullanıcılar/ });
    await expect(booksTab).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
    const booksPanel = page.getByRole('tabpanel');
    await expect(bookCard(booksPanel, title)).toBeVisible();
    await expect(bookCard(booksPanel, title).getByRole('link', { name: cardLinkName('Daha fazla', title) })).toHaveAttribute(
      'href',
      /^\/book\/\d+$/,
    );
    await settleImages(page);
    await expectNoSeriousA11yViolations(page, 'search-results-books', testInfo);
    await saveScreenshot(page, 'search-books');

    // A demo author by username, in the users tab (search again from the results page).
    const { username } = DEMO.author;
    const pageSearch = page.getByRole('main').getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    await expect(pageSearch).toHaveValue(title);
    await pageSearch.fill(username);
    await page.getByRole('main').getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`query=${username.replace('.', '\\.')}$`));
    await usersTab.click();
    await expect(usersTab).toHaveAttribute('aria-selected', 'true');
    const usersPanel = page.getByRole('tabpanel');
    const row = usersPanel.getByRole('listitem').filter({ has: page.getByText(username, { exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: new RegExp(username.replace('.', '\\.')) })).toHaveAttribute('href', /^\/profile\/\d+$/);
    await expect(row).toContainText(DEMO.author.fullName);

    // Follow toggles and the follower count changes by one, locally; then back again.
    const followers = row.getByTestId('followers-count');
    const followButton = row.getByRole('button', { name: /^(Takip Et|Takibi Bırak)\s*:/ });
    await expect(followButton).toBeEnabled({ timeout: 15_000 });
    await expect(followButton).toHaveAccessibleName(cardLinkName(((await followButton.textContent()) ?? '').startsWith('Takibi') ? 'Takibi Bırak' : 'Takip Et', username));
    const countOf = async () => Number(((await followers.textContent()) ?? '').replace(/\D/g, ''));
    const startCount = await countOf();
    const wasFollowing = ((await followButton.textContent()) ?? '').startsWith('Takibi Bırak');
    await settleImages(page);
    await expectNoSeriousA11yViolations(page, 'search-results-users', testInfo);
    await saveScreenshot(page, 'search-users');

    const [before, after] = wasFollowing ? ['Takibi Bırak', 'Takip Et'] : ['Takip Et', 'Takibi Bırak'];
    await followButton.click();
    await expect(row.getByRole('button', { name: cardLinkName(after, username) })).toBeVisible();
    await expect(followers).toHaveText(`${formatTr(startCount + (wasFollowing ? -1 : 1))} takipçi`);
    await row.getByRole('button', { name: cardLinkName(after, username) }).click();
    await expect(row.getByRole('button', { name: cardLinkName(before, username) })).toBeVisible();
    await expect(followers).toHaveText(`${formatTr(startCount)} takipçi`);

    // Follow state survives switching tabs (both panels stay mounted).
    await booksTab.click();
    await expect(booksTab).toHaveAttribute('aria-selected', 'true');
    await usersTab.click();
    await expect(followers).toHaveText(`${formatTr(startCount)} takipçi`);

    // ── The mobile search page (/search) at desktop width ──
    await page.goto('/search');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Ara' })).toBeVisible();
    // An empty query is answered inline (no native dialog), tied to the box.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const box = main.getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    await main.getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(main.getByRole('alert')).toHaveText(READING_MSG.searchEmptyQuery);
    await expect(box).toBeFocused();
    await box.fill('   ');
    await box.press('Enter');
    await expect(main.getByRole('alert')).toHaveText(READING_MSG.searchEmptyQuery);
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL(/\/search$/);

    const categories = page.getByRole('region', { name: 'Kategoriler' });
    await expect(categories.getByRole('link')).toHaveCount(20);
    await expect(categories.getByRole('link', { name: /^Spiritüel/ })).toHaveAttribute('href', '/category/16');
    await expect(categories.getByRole('link', { name: /^Aksiyon/ })).toHaveAttribute('href', '/category/1');
    await expect(categories.getByRole('link', { name: /^Şiir/ })).toHaveAttribute('href', '/category/20');

    await main.getByRole('combobox', { name: 'Hikaye veya yazar ara' }).fill('  Vapur ');
    await main.getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(page).toHaveURL(/\/search-results\?query=Vapur$/);
    await expect(bookCard(page.getByRole('tabpanel'), 'Vapur Saatleri')).toBeVisible();
  });
});
