import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { apiToken, createChapterViaApi, createStoryViaApi, registerViaApi } from './support/authoring';
import { saveScreenshot } from './support/screenshots';

/** Where the app waits on the network (uploads, saves) on a loaded machine. */
const NET = { timeout: 20_000 };
/** A category with a single demo story, so the new one is on the first page. */
const CATEGORY = 16;

/** Screenshots of the current screen at 1280 and 375 px wide. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('content warnings: the author marks "Şiddet", a reader who hides it does not see the story listed and is asked on a direct link', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const author = await registerViaApi(request, 'uyari_yazar');
  const token = await apiToken(request, author.email, author.password);
  const title = `Kızıl Fırtına ${Date.now().toString(36)}`;
  const bookId = await createStoryViaApi(request, token, { title, categoryId: CATEGORY, description: 'Bir kasabada geçen sert bir hikaye.' });
  // Publishing the first chapter publishes the story.
  const chapterId = await createChapterViaApi(request, token, { bookId, title: 'Birinci Bölüm', content: '<p>Fırtına geldi.</p>', published: true });

  // ---- the author ticks "Şiddet" in story details ------------------------------------------
  await loginAs(page, author.email, author.password);
  await page.goto(`/story-details/${bookId}`);
  const warnings = page.getByRole('group', { name: /İçerik uyarıları/ });
  await expect(warnings).toBeVisible(NET);
  await warnings.getByRole('checkbox', { name: 'Şiddet' }).check();
  await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
  await expect(page.getByText('Hikaye bilgileri güncellendi.')).toBeVisible(NET);
  // Saved: the form shows the story's warnings at every width (the page lays itself out again when resized).
  await expect(warnings.getByRole('checkbox', { name: 'Şiddet' })).toBeChecked();
  await shots(page, 'content-warnings-form');

  // ---- a reader sees the card with its warning line, then hides "Şiddet" -------------------
  const reader = await registerViaApi(request, 'uyari_okur');
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await loginAs(page, reader.email, reader.password);
  await page.goto(`/category/${CATEGORY}`);
  const card = page.getByTestId('book-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toBeVisible(NET);
  const note = card.getByTestId('content-warning-note');
  await expect(note).toHaveText('⚠İçerik uyarıları: Şiddet');
  await expect(note).toHaveAttribute('title', 'İçerik uyarıları: Şiddet');
  await shots(page, 'content-warnings-card');

  await page.goto('/settings');
  const section = page.getByTestId('hidden-warnings-section');
  await section.getByRole('checkbox', { name: 'Şiddet' }).check();
  await expect(section.getByRole('status')).toHaveText('İçerik uyarısı tercihleriniz kaydedildi.', NET);
  await shots(page, 'content-warnings-settings');

  // ---- the category list leaves the story out --------------------------------------------
  await page.goto(`/category/${CATEGORY}`);
  await expect(page.getByTestId('book-card').first()).toBeVisible(NET);
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

  // ---- a direct link asks first ------------------------------------------------------------
  await page.goto(`/book/${bookId}`);
  const interstitial = page.getByTestId('content-warning-interstitial');
  await expect(interstitial).toBeVisible(NET);
  await expect(interstitial).toContainText('Bu hikaye şu içerik uyarılarını taşıyor: Şiddet.');
  await expect(interstitial).toContainText('Okuma ayarlarınızda gizlediğiniz uyarılar: Şiddet.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await shots(page, 'content-warnings-interstitial');

  await interstitial.getByRole('button', { name: 'Devam et' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const chips = page.getByRole('group', { name: /İçerik uyarıları/ });
  await expect(chips.getByRole('listitem')).toHaveText(['Şiddet']);
  await shots(page, 'content-warnings-book-page');

  // Accepted for this story in this session: the reader opens the chapter without a second question.
  await page.goto(`/read/${bookId}/${chapterId}`);
  await expect(page.getByTestId('chapter-content')).toContainText('Fırtına geldi.', NET);
  await expect(interstitial).toHaveCount(0);
});
