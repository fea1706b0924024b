import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';
import { bookCard, cardLinkName, commentSection, DEMO, settleImages } from './support/reading';
import { expectNoHorizontalOverflow } from './support/layout';

// The 'desktop' project matches every file; these checks belong to the 375 px project only.
test.skip(({ viewport }) => viewport?.width !== 375, 'runs in the 375 px mobile project only');

test.describe('reading at 375 px', () => {
  test('category, book, reader, library and search results fit the screen', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const footer = page.getByRole('navigation', { name: 'Alt menü' });
    const { mobileCategory: category, mobileBook: book } = DEMO;
    const fits = async (label: string) => {
      await settleImages(page);
      await expectNoHorizontalOverflow(page, label);
    };

    // Category page.
    await page.goto(`/category/${category.id}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name, exact: true })).toBeVisible();
    const card = bookCard(page, book.title);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText(/\d+ bölüm/);
    await fits('category');
    await expectNoSeriousA11yViolations(page, 'mobile-category', testInfo);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'category');

    // Book page.
    await card.getByRole('link', { name: cardLinkName('Daha fazla', book.title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: book.title, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Okumaya başla|Devam et)$/ })).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: /^Kütüphane(ye Ekle|den Çıkar)$/ })).toBeVisible();
    await fits('book');
    await expectNoSeriousA11yViolations(page, 'mobile-book', testInfo);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'book');

    // Reader: chapter 1 from the table of contents, then its comments.
    await page.getByRole('link', { name: new RegExp(`^Bölüm 1: ${book.firstChapter}`) }).click();
    await expect(page).toHaveURL(/\/read\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: book.firstChapter, exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('chapter-content')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: /^Bölümü beğen \(/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kitaba dön' })).toBeVisible();
    const comments = commentSection(page);
    await expect(comments.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    await fits('reader');
    await expectNoSeriousA11yViolations(page, 'mobile-reader', testInfo);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'reader-top');
    await comments.getByRole('button', { name: 'Yanıtla', exact: true }).first().click();
    await expect(comments.getByLabel(/adlı kullanıcıya yanıtınız$/)).toBeFocused();
    await fits('reader with a reply box open');
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'reader-comments');

    // Library from the bottom bar.
    await footer.getByRole('link', { name: 'Kütüphane' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kütüphanem' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kütüphanenizdeki kitaplar' }).getByTestId('book-card').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('group', { name: 'Sıralama' }).getByRole('button')).toHaveCount(2);
    await fits('library');
    await expectNoSeriousA11yViolations(page, 'mobile-library', testInfo);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'library');

    // Search from the bottom bar: books tab, then users tab.
    await footer.getByRole('link', { name: 'Ara' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('region', { name: 'Kategoriler' }).getByRole('link')).toHaveCount(20);
    await fits('search page');
    const query = page.getByRole('main').getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    await query.fill(book.title);
    await query.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?query=/);
    await expect(page.getByRole('tab', { name: /^Kitaplar/ })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
    await expect(bookCard(page.getByRole('tabpanel'), book.title)).toBeVisible();
    await fits('search results (books)');
    await expectNoSeriousA11yViolations(page, 'mobile-search-results-books', testInfo);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'search-books');

    const again = page.getByRole('main').getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    await again.fill(DEMO.author.username);
    await again.press('Enter');
    await expect(page).toHaveURL(new RegExp(`query=${DEMO.author.username.replace('.', '\\.')}$`));
    const usersTab = page.getByRole('tab', { name: /^Kullanıcılar/ });
    await usersTab.click();
    await expect(usersTab).toHaveAttribute('aria-selected', 'true');
    const row = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByText(DEMO.author.username, { exact: true }) });
    await expect(row.getByRole('button', { name: /^(Takip Et|Takibi Bırak)\s*:/ })).toBeEnabled({ timeout: 15_000 });
    await fits('search results (users)');
    await expectNoSeriousA11yViolations(page, 'mobile-search-results-users', testInfo);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'search-users');
  });
});
