import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { shelf } from './support/dashboard';
import {
  apiToken,
  createChapterViaApi,
  createStoryViaApi,
  registerViaApi,
  storyCard,
} from './support/authoring';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';
import { expectNoHorizontalOverflow } from './support/layout';

// The 'desktop' project matches every file; these checks belong to the 375 px project only.
test.skip(({ viewport }) => viewport?.width !== 375, 'runs in the 375 px mobile project only');

test.describe('Mobile (375 px)', () => {
  test('the landing page has no horizontal overflow', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'mobile-landing', testInfo);
    await saveScreenshot(page, 'landing');

    await page.getByRole('main').getByRole('button', { name: 'Ücretsiz Hesap Oluştur' }).click();
    await expect(page.getByRole('dialog', { name: 'Kayıt Ol' })).toBeVisible();
    await saveScreenshot(page, 'signup-modal');
  });

  test('after login: mobile header, bottom footer and the dashboard', async ({ page }, testInfo) => {
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);

    // Mobile header: logo, Keşfet, Bildirimler and the account menu; no desktop search.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Keşfet' })).toHaveAttribute('href', '/discover');
    await expect(header.getByRole('link', { name: 'Bildirimler' })).toHaveAttribute('href', '/notifications');
    await expect(page.getByRole('combobox', { name: 'Hikaye veya yazar ara' })).toHaveCount(0);

    // The avatar menu is the phone's way to the inbox and to logout.
    await header.getByRole('button', { name: 'Profil menüsü' }).click();
    await expect(page.getByRole('menuitem', { name: 'Mesajlar' })).toHaveAttribute('href', '/inbox');
    await expect(page.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeVisible();
    await saveScreenshot(page, 'account-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Mesajlar' })).toBeHidden();

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
    await expectNoHorizontalOverflow(page);
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

test.describe('authoring at 375 px', () => {
  test('new story, editor, preview, my stories and story details fit the screen', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const author = await registerViaApi(request, 'yazar_m');
    const token = await apiToken(request, author.email, author.password);
    const storyTitle = `Cep Hikayesi ${Date.now().toString(36)}`;
    const storyId = await createStoryViaApi(request, token, {
      title: storyTitle,
      description: 'Dar ekranda okunacak bir açıklama; uzun kelimeler ve satırlar taşmamalı.',
    });
    await createChapterViaApi(request, token, {
      bookId: storyId,
      title: 'Dar Ekranda İlk Bölüm',
      content: '<p>Küçük ekranda <strong>kalın</strong> ve <em>eğik</em> yazı.</p>',
      published: true,
    });
    await loginAs(page, author.email, author.password);
    const net = { timeout: 20_000 };

    // New story (empty, then with the cover error showing).
    await page.goto('/new-story');
    await expect(page.getByRole('heading', { level: 1, name: 'Hikayenizi anlatmaya başlayın' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'new-story');
    await page.getByRole('button', { name: 'Hikayeyi Oluştur', exact: true }).click();
    await expect(page.getByText('Kapak fotoğrafı yüklenmelidir.', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'new-story-errors');

    // My stories: the card and its menu.
    await page.goto('/my-stories');
    const card = storyCard(page.getByRole('tabpanel', { name: 'Yayımlandı' }), storyTitle);
    await expect(card).toBeVisible(net);
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalOverflow(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'my-stories');
    await page.getByRole('tab', { name: 'Tüm Hikayeler' }).click();
    await expect(storyCard(page.getByRole('tabpanel', { name: 'Tüm Hikayeler' }), storyTitle)).toBeVisible(net);
    await expectNoHorizontalOverflow(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'my-stories-all');

    // Story details: details and contents stacked (no tabs on mobile).
    await page.goto(`/story-details/${storyId}`);
    await expect(page.getByRole('heading', { level: 1, name: storyTitle })).toBeVisible(net);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Hikaye Detayları' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'İçindekiler' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'mobile-story-details', testInfo);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'story-details');

    // Editor: the mobile action row replaces the bar's secondary buttons.
    await page.getByRole('button', { name: /^Düzenle\s*: Dar Ekranda İlk Bölüm$/ }).click();
    await expect(page.getByRole('textbox', { name: 'Bölüm metni' })).toBeVisible(net);
    await expect(page.getByRole('textbox', { name: 'Bölüm metni' }).locator('strong')).toHaveText('kalın');
    await expect(page.getByRole('button', { name: 'Önizle', exact: true })).toHaveCount(1);
    await expect(page.getByRole('toolbar', { name: 'Biçimlendirme' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'mobile-editor', testInfo);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'editor');

    // Preview.
    await page.getByRole('button', { name: 'Önizle', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: storyTitle })).toBeVisible(net);
    await expect(page.getByRole('article', { name: 'Dar Ekranda İlk Bölüm' }).locator('em')).toHaveText('eğik');
    await expectNoHorizontalOverflow(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'preview');
  });
});
