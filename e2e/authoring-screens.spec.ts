import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import {
  AUTHORING_MSG as MSG,
  NET,
  apiToken,
  chapterBody,
  chapterTitleInput,
  coverPng,
  createChapterViaApi,
  createStoryViaApi,
  expectEditorReady,
  secondAuthor,
  storyCard,
} from './support/authoring';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';

/** A full-page screenshot from the top (focus moves can leave the page scrolled). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

test.describe('Yazar ekranları (1280 px)', () => {
  test('the preview page with its current-chapter highlight passes axe', async ({ page, request }, testInfo) => {
    // Regression: PreviewPage.module.css .eyebrow (#b4532a on #f7e6dc, 4.1:1) and the current
    // chapter's .itemNumber (#766c62 on #f7e6dc, 4.22:1) failed colour contrast.
    const author = await secondAuthor(request);
    const token = await apiToken(request, author.email, author.password);
    const storyId = await createStoryViaApi(request, token, { title: `Karşıtlık ${Date.now().toString(36)}` });
    await createChapterViaApi(request, token, { bookId: storyId, title: 'Renkler', content: '<p>Metin.</p>' });
    await loginAs(page, author.email, author.password);
    await page.goto(`/story-details/${storyId}`);
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    await page.getByRole('button', { name: /^Önizle\s*: Renkler$/ }).click();
    await expect(page.getByRole('article', { name: 'Renkler' })).toBeVisible(NET);
    await expectNoSeriousA11yViolations(page, 'preview', testInfo);
  });

  test('authorization: another reader cannot manage or see the draft story', async ({ page, request }) => {
    const author = await secondAuthor(request);
    const token = await apiToken(request, author.email, author.password);
    const storyTitle = `Gizli Taslak ${Date.now().toString(36)}`;
    const storyId = await createStoryViaApi(request, token, { title: storyTitle });
    await createChapterViaApi(request, token, { bookId: storyId, title: 'Gizli Bölüm', content: '<p>Gizli metin.</p>' });

    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    await page.goto(`/story-details/${storyId}`);
    const notFound = page.getByRole('alert').filter({ hasText: MSG.storyNotFound });
    await expect(notFound).toBeVisible(NET);
    await expect(notFound).toContainText('Bu hikaye silinmiş olabilir ya da onu yönetme yetkiniz olmayabilir.');
    await expect(page.getByRole('link', { name: 'Hikayelerime Dön' })).toBeVisible();
    await expect(page.getByText(storyTitle)).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Hikaye detayları' })).toHaveCount(0);

    await page.goto(`/book/${storyId}`);
    await expect(page.getByRole('heading', { level: 1, name: MSG.bookNotFound })).toBeVisible(NET);
    await expect(page.getByText(storyTitle)).toHaveCount(0);
    await expect(page.getByText('Gizli Bölüm')).toHaveCount(0);
  });

  test('axe and screenshots of every authoring screen at 1280 px', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const author = await secondAuthor(request);
    const token = await apiToken(request, author.email, author.password);
    const storyTitle = `Vitrin Hikayesi ${Date.now().toString(36)}`;
    const storyId = await createStoryViaApi(request, token, {
      title: storyTitle,
      description: 'Ekran görüntüleri için bir hikaye.\n\nİki paragraflı açıklama.',
    });
    const chapterId = await createChapterViaApi(request, token, {
      bookId: storyId,
      title: 'İlk Işık',
      content: '<p>Gün <strong>ağarırken</strong> kasaba <em>sessizdi</em>.</p><p>İkinci paragraf.</p>',
      published: true,
    });
    await createChapterViaApi(request, token, { bookId: storyId, title: 'Taslak Bölüm', content: '<p>Henüz bitmedi.</p>' });
    expect(chapterId).toBeGreaterThan(0);
    await loginAs(page, author.email, author.password);

    // New story: empty, with errors, with a cover.
    await page.goto('/new-story');
    await expect(page.getByRole('heading', { level: 1, name: 'Hikayenizi anlatmaya başlayın' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new-story', testInfo);
    await shot(page, 'new-story');
    await page.getByRole('button', { name: 'Hikayeyi Oluştur', exact: true }).click();
    await expect(page.getByText(MSG.coverRequired, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new-story-errors', testInfo);
    await shot(page, 'new-story-errors');
    await page.getByLabel('Kapak fotoğrafı', { exact: true }).setInputFiles({
      name: 'kapak.png',
      mimeType: 'image/png',
      buffer: await coverPng('#3d7a4f'),
    });
    await expect(page.locator('img[src^="blob:"]')).toBeVisible(NET);
    await page.getByLabel('Hikaye başlığı', { exact: true }).fill('Yeni bir hikaye');
    await shot(page, 'new-story-cover');

    // Editor (an existing chapter).
    await page.goto(`/story-details/${storyId}`);
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    await page.getByRole('button', { name: /^Düzenle\s*: İlk Işık$/ }).click();
    await expectEditorReady(page);
    await expect(chapterTitleInput(page)).toHaveValue('İlk Işık');
    await expect(chapterBody(page).locator('strong')).toHaveText('ağarırken');
    await expectNoSeriousA11yViolations(page, 'editor', testInfo);
    await shot(page, 'editor');

    // Preview.
    await page.getByRole('button', { name: 'Önizle', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: storyTitle })).toBeVisible(NET);
    await expect(page.getByRole('article', { name: 'İlk Işık' }).locator('em')).toHaveText('sessizdi');
    await expectNoSeriousA11yViolations(page, 'preview', testInfo);
    await shot(page, 'preview');

    // My stories, both tabs.
    await page.goto('/my-stories');
    await expect(storyCard(page.getByRole('tabpanel', { name: 'Yayımlandı' }), storyTitle)).toBeVisible(NET);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, 'my-stories-published', testInfo);
    await shot(page, 'my-stories-published');
    await page.getByRole('tab', { name: 'Tüm Hikayeler' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Tüm Hikayeler' }).getByTestId('story-card').first()).toBeVisible(NET);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, 'my-stories-all', testInfo);
    await shot(page, 'my-stories-all');
    // The card menu.
    await storyCard(page.getByRole('tabpanel', { name: 'Tüm Hikayeler' }), storyTitle)
      .getByRole('button', { name: `${storyTitle} için seçenekler` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Yeni Bölüm Yaz' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'my-stories-menu', testInfo);
    await shot(page, 'my-stories-menu');
    await page.keyboard.press('Escape');

    // Story details, both tabs.
    await page.goto(`/story-details/${storyId}`);
    await expect(page.getByRole('heading', { level: 1, name: storyTitle })).toBeVisible(NET);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, 'story-details', testInfo);
    await shot(page, 'story-details');
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    await expect(page.getByTestId('chapter-row')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, 'story-details-contents', testInfo);
    await shot(page, 'story-details-contents');
  });
});
