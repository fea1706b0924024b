import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { shelf } from './support/dashboard';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';

// The 'desktop' project matches every file; these checks belong to the 375 px project only.
test.skip(({ viewport }) => viewport?.width !== 375, 'runs in the 375 px mobile project only');

async function pageScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
}

test.describe('Mobile (375 px)', () => {
  test('the landing page has no horizontal overflow', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page, 'mobile-landing', testInfo);
    await saveScreenshot(page, 'landing');

    await page.getByRole('main').getByRole('button', { name: 'Ücretsiz Hesap Oluştur' }).click();
    await expect(page.getByRole('dialog', { name: 'Kayıt Ol' })).toBeVisible();
    await saveScreenshot(page, 'signup-modal');
  });

  test('after login: mobile header, bottom footer and the dashboard', async ({ page }, testInfo) => {
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);

    // Mobile header: logo, Keşfet and Bildirimler; no desktop search or profile menu.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Keşfet' })).toHaveAttribute('href', '/discover');
    await expect(header.getByRole('link', { name: 'Bildirimler' })).toHaveAttribute('href', '/notifications');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Profil menüsü' })).toHaveCount(0);

    // Fixed bottom footer.
    const footer = page.getByRole('navigation', { name: 'Alt menü' });
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/dashboard');
    await expect(footer.getByRole('link', { name: 'Kütüphane' })).toHaveAttribute('href', '/library');
    await expect(footer.getByRole('button', { name: 'Ekle' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Ara' })).toHaveAttribute('href', '/search');
    await expect(footer.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', /^\/profile\/\d+$/);
    const box = await footer.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(812);

    // Dashboard at 375: shelves present, no sideways page overflow.
    await expect(shelf(page, 'Kütüphaneniz').getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page, 'mobile-dashboard', testInfo);
    await saveScreenshot(page, 'dashboard');

    // 'Ekle' opens the write menu.
    await footer.getByRole('button', { name: 'Ekle' }).click();
    await expect(page.getByRole('menuitem', { name: 'Yeni Hikaye Oluştur' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Hikayelerim' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Yeni Hikaye Oluştur' })).toBeHidden();
  });
});
