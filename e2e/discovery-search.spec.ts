import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';
import { expectNoHorizontalOverflow } from './support/layout';

/* docs/PRODUCT.md#discovery: Turkish search without Turkish letters, type-ahead, tags. Demo content tags
 * "Kadıköy'de Bir Sonbahar" with Kadıköy, Sahaf and Sonbahar. */
test.describe('Discovery: folded search, type-ahead and tags', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
  });

  test('typing "kadikoy" in the header suggests the story; Enter searches and the result says why', async ({ page }) => {
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    await box.click();
    await box.pressSequentially('kadikoy', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Arama önerileri' });
    const story = list.getByRole('option', { name: /Kadıköy'de Bir Sonbahar/ });
    await expect(story).toBeVisible();
    await expect(story.locator('mark').first()).toHaveText('Kadıköy');
    await expect(list.getByRole('option', { name: /Etiket\s*#Kadıköy/ })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await saveScreenshot(page, 'discovery-typeahead', { fullPage: false });

    // ↓ makes the first option active; Esc closes; Enter then searches the text.
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?query=kadikoy$/);
    const result = page.getByRole('main').getByRole('listitem').filter({ hasText: "Kadıköy'de Bir Sonbahar" });
    await expect(result).toBeVisible();
    await expect(result.getByText('Başlıkta:')).toBeVisible();
    await expect(result.locator('mark').first()).toHaveText('Kadıköy');
    await saveScreenshot(page, 'discovery-results');
  });

  test('a suggestion opens the book; its tag chip opens the tag page', async ({ page }) => {
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    await box.click();
    await box.pressSequentially('KADIKOY', { delay: 30 });
    await page.getByRole('option', { name: /Kadıköy'de Bir Sonbahar/ }).click();
    await expect(page).toHaveURL(/\/book\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: "Kadıköy'de Bir Sonbahar" })).toBeVisible();

    await page.getByRole('list', { name: 'Etiketler' }).getByRole('link', { name: '#Sahaf' }).click();
    await expect(page).toHaveURL(/\/etiket\/sahaf$/);
    await expect(page.getByRole('heading', { level: 1, name: '#Sahaf' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: "Kadıköy'de Bir Sonbahar" })).toBeVisible();
    await saveScreenshot(page, 'discovery-tag');
  });

  test('on a phone the search page suggests too, and the tag page fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/search');
    const box = page.getByRole('main').getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    await box.click();
    await box.pressSequentially('sinifin', { delay: 30 });
    await expect(page.getByRole('listbox', { name: 'Arama önerileri' }).getByRole('option', { name: /Sınıfın En Sessiz Kızı/ })).toBeVisible();
    await saveScreenshot(page, 'discovery-typeahead', { fullPage: false });
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?query=sinifin$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Sınıfın En Sessiz Kızı' })).toBeVisible();
    await saveScreenshot(page, 'discovery-results');
    await page.goto('/etiket/bilim-kurgu');
    await expect(page.getByRole('heading', { level: 1, name: '#Bilim Kurgu' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, 'discovery-tag');
  });
});
