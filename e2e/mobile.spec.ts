import { expect, test, type Page } from '@playwright/test';
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

// ── Reading screens at 375 px (category, book, reader, library, search results) ──
// Import declarations are hoisted, so this block keeps its imports next to it.
import { bookCard, cardLinkName, commentSection, DEMO, settleImages } from './support/reading';

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

// ── Account screens at 375 px (settings, password reset, agreements) ──
// Import declarations are hoisted, so this block keeps its imports next to it.
import {
  ACCOUNT_MSG,
  AGREEMENT_TABS,
  accountForm,
  confirmDialog,
  rowToggle,
  saveButton as settingsSaveButton,
  saveTopScreenshot,
  waitForResetLink,
} from './support/account';

test.describe('account at 375 px', () => {
  /** No sideways overflow of the page, and nothing in main wider than the screen. */
  const fitsAccount = async (page: Page, label: string) => {
    await expectNoHorizontalOverflow(page, label);
  };

  test('settings: view, editing and the current-password modal fit the screen', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const user = await registerViaApi(request, 'ayar_m');
    await loginAs(page, user.email, user.password);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
    const form = accountForm(page);
    await expect(form).toBeVisible({ timeout: 20_000 });
    await expect(settingsSaveButton(page)).toBeDisabled();
    await page.waitForLoadState('networkidle');
    await fitsAccount(page, 'settings');
    await expectNoSeriousA11yViolations(page, 'mobile-settings', testInfo);
    await saveTopScreenshot(page, 'settings-view');

    // Every row open at once.
    for (const row of ['Kullanıcı adı', 'E-posta', 'Ad Soyad', 'Hakkında', 'Şifre']) {
      await rowToggle(page, row).click();
    }
    await form.getByLabel('Hakkında', { exact: true }).fill('Cepten düzenlenen kısa bir tanıtım yazısı; ğüşıöç harfleriyle.');
    await expect(settingsSaveButton(page)).toBeEnabled();
    await fitsAccount(page, 'settings editing');
    await expectNoSeriousA11yViolations(page, 'mobile-settings-editing', testInfo);
    await saveTopScreenshot(page, 'settings-editing');

    // Close the password row (nothing to change there) and save with the current password.
    await rowToggle(page, 'Şifre', 'Vazgeç').click();
    await settingsSaveButton(page).click();
    const dialog = confirmDialog(page);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box, 'the modal has a box').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await fitsAccount(page, 'settings modal');
    await expectNoSeriousA11yViolations(page, 'mobile-settings-modal', testInfo);
    await saveTopScreenshot(page, 'settings-modal');
    await dialog.getByLabel('Mevcut şifre', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(form.getByRole('status')).toHaveText(ACCOUNT_MSG.profileUpdated);
    await fitsAccount(page, 'settings saved');
  });

  test('password reset: request, sent and new-password screens fit the screen', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const user = await registerViaApi(request, 'sifre_m');
    await page.goto('/resetpassword');
    await expect(page.getByRole('heading', { level: 1, name: 'Şifremi unuttum' })).toBeVisible();
    await fitsAccount(page, 'reset request');
    await expectNoSeriousA11yViolations(page, 'mobile-reset-request', testInfo);
    await saveTopScreenshot(page, 'reset-request');

    await page.getByLabel('E-posta adresi', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-postanızı kontrol edin' })).toBeVisible({ timeout: 15_000 });
    await fitsAccount(page, 'reset sent');
    await expectNoSeriousA11yViolations(page, 'mobile-reset-sent', testInfo);
    await saveTopScreenshot(page, 'reset-sent');

    await page.goto(await waitForResetLink(user.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni şifre belirle' })).toBeVisible();
    // With both field messages' space in use: a mismatch.
    await page.getByLabel('Yeni şifre', { exact: true }).fill('abcdef12');
    await page.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill('abcdef13');
    await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
    await expect(page.getByText(ACCOUNT_MSG.newPasswordsMismatch, { exact: true })).toBeVisible();
    await fitsAccount(page, 'new password');
    await expectNoSeriousA11yViolations(page, 'mobile-reset-new-password', testInfo);
    await saveTopScreenshot(page, 'reset-new-password');
  });

  test('agreements: each tab fits the screen', async ({ page }, testInfo) => {
    for (const { hash, tab, sample } of AGREEMENT_TABS) {
      await page.goto(`/agreements${hash}`);
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
      await expect(page.getByRole('tabpanel', { name: tab })).toContainText(sample);
      // The tab list may scroll sideways inside itself, but the page must not.
      await fitsAccount(page, `agreements ${hash}`);
      await expectNoSeriousA11yViolations(page, `mobile-agreements-${hash.slice(1)}`, testInfo);
      await saveTopScreenshot(page, `agreements-${hash.slice(1)}`);
    }
  });
});

import * as social from './support/social';
import { expectNoHorizontalOverflow } from './support/layout';

test.describe('social at 375 px', () => {
  test('profile, notifications, inbox (one pane at a time), community and discover fit the screen', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const { NET, LIVE } = social;
    const a = await social.registerSocialUser(request, 'mobil_a');
    const b = await social.registerSocialUser(request, 'mobil_b');
    // B follows A, writes to A and posts on B's own community page (through the API).
    await social.apiPostJson(request, b.token, `/profile/follow/${a.id}`);
    const message = `Dar ekrandan merhaba! ${Date.now().toString(36)}`;
    await social.apiPostJson(request, b.token, '/messages', { recipient_username: a.username, content: message });
    const postText = `Cepten yazılmış uzun bir gönderi: kelimeler ve satırlar ekrandan taşmamalı. ${Date.now().toString(36)}`;
    await social.apiPostJson(request, b.token, '/community/posts', { userId: b.id, content: postText });

    await loginAs(page, a.email, a.password);
    const noOverflow = async () => {
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page);
    };

    // Own profile from the bottom bar.
    await page.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${a.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: a.username })).toBeVisible(NET);
    await expect(page.getByRole('heading', { level: 2, name: 'Hikayelerim', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ayarları Düzenle' })).toBeVisible();
    await expect(page.getByTestId('followers-count')).toHaveText('1');
    await noOverflow();
    await expectNoSeriousA11yViolations(page, 'mobile-profile', testInfo);
    await saveScreenshot(page, 'social-profile');

    // Notifications from the mobile header's bell (badge 1).
    const bell = social.bellLink(page);
    await expect(social.bellBadge(page)).toHaveText('1', LIVE);
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(
      social.notificationList(page).getByRole('link').filter({ hasText: social.followNotificationText(b.username) }),
    ).toBeVisible(NET);
    await noOverflow();
    await expectNoSeriousA11yViolations(page, 'mobile-notifications', testInfo);
    await saveScreenshot(page, 'social-notifications');

    // Inbox: the list pane alone, then the chat pane alone.
    await page.goto('/inbox');
    const conversation = social.conversationLink(page, b.username);
    await expect(conversation).toBeVisible(NET);
    await expect(conversation).toContainText(message);
    await expect(page.getByRole('region', { name: 'Sohbet' })).toBeHidden();
    await noOverflow();
    await expectNoSeriousA11yViolations(page, 'mobile-inbox-list', testInfo);
    await saveScreenshot(page, 'social-inbox-list');

    await conversation.click();
    const thread = social.messageRegion(page, b.username);
    await expect(thread.getByText(message, { exact: true })).toBeVisible(NET);
    await expect(social.conversationList(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeHidden();
    const reply = 'Cevabım da dar ekrandan geliyor.';
    await social.messageComposer(page, b.username).fill(reply);
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    await expect(thread.getByText(reply, { exact: true })).toBeVisible(NET);
    await noOverflow();
    await saveScreenshot(page, 'social-inbox-chat');
    // Back to the list.
    await page.getByRole('link', { name: 'Konuşmalara dön' }).click();
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(social.conversationList(page)).toBeVisible();
    await expect(thread).toBeHidden();

    // B's community page: A has no composer there.
    await page.goto(`/community/${b.id}`);
    await expect(social.postCard(page, b.username, postText)).toBeVisible(NET);
    await expect(social.postComposer(page)).toHaveCount(0);
    await noOverflow();
    await expectNoSeriousA11yViolations(page, 'mobile-community', testInfo);
    await saveScreenshot(page, 'social-community');

    // Discover from the header's compass.
    await page.getByRole('banner').getByRole('link', { name: 'Keşfet' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('list', { name: 'Keşfet akışı' }).getByTestId('post-card').first()).toBeVisible(NET);
    await expect(page.getByRole('complementary', { name: 'Öneriler' })).toBeVisible();
    await noOverflow();
    await expectNoSeriousA11yViolations(page, 'mobile-discover', testInfo);
    await saveScreenshot(page, 'social-discover');
  });
});
