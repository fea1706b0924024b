import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { AUTHORING_MSG as MSG, apiToken, chapterBody, chapterTitleInput, createStoryViaApi, expectEditorReady, registerViaApi, toast } from './support/authoring';
import { authorWithChapter, CHAPTER_START, textWithoutIds, typeAtEnd } from './support/editor';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 28 item 3: a discarded draft must not come back in the next new chapter. A local draft
 * belongs to one chapter (or one unsaved new chapter) and goes when the author leaves without
 * saving; a new chapter whose tab died is offered (title, the start of its text, when it was
 * written) and restored whole on request, never merged into another chapter's text.
 */

/** Where the app waits on the network (autosave within its interval, saves) on a loaded machine. */
const NET = { timeout: 25_000 };
const SERVER_DRAFT_NOTICE = 'Başka bir cihazdaki taslak geri yüklendi.';
const LEAVE_NOTE = 'Kaydetmeden ayrılırsanız bu değişiklikler silinir; taslak olarak da saklanmaz.';


/**
 * The story's contents on story details: a tab on a wide screen; on a phone the details and
 * the contents are stacked on one page, without tabs.
 */
async function showContents(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if ((page.viewportSize()?.width ?? 1280) > 768) await page.getByRole('tab', { name: /^İçindekiler/ }).click();
}

/** Story details → contents → "Yeni Bölüm": the editor, or the offer of unsaved drafts above it. */
async function startNewChapter(page: Page, storyId: number) {
  if (!new RegExp(`/story-details/${storyId}$`).test(page.url())) await page.goto(`/story-details/${storyId}`);
  await showContents(page);
  await page.getByRole('button', { name: 'Yeni Bölüm', exact: true }).click();
  await expect(page).toHaveURL(/\/edit-story$/);
}

async function openNewChapter(page: Page, storyId: number) {
  await startNewChapter(page, storyId);
  await expectEditorReady(page);
}

/** A new author (`prefix`) with a new story, signed in on `page` in the editor of its first, unsaved chapter. */
async function newChapterOfNewStory(page: Page, request: APIRequestContext, prefix: string) {
  const author = await registerViaApi(request, prefix);
  const token = await apiToken(request, author.email, author.password);
  const storyId = await createStoryViaApi(request, token, { title: `Taslaksız ${Date.now().toString(36)}` });
  await loginAs(page, author.email, author.password);
  await openNewChapter(page, storyId);
  return { token, storyId };
}

async function openChapter(page: Page, storyId: number, title: string) {
  await page.goto(`/story-details/${storyId}`);
  await showContents(page);
  await page.getByRole('button', { name: new RegExp(`^Düzenle\\s*: ${title}$`) }).click();
  await expectEditorReady(page);
}

async function leaveWithoutSaving(page: Page) {
  await page.getByRole('link', { name: 'Hikayeye dön' }).click();
  const leave = page.getByRole('dialog', { name: 'Sayfadan ayrılıyorsunuz' });
  await expect(leave).toContainText(LEAVE_NOTE);
  await saveScreenshot(page, 'leave-dialog', { fullPage: false });
  await leave.getByRole('button', { name: 'Kaydetmeden ayrıl' }).click();
}

/** The one chapter of the story as the server stores it. */
async function storedChapters(request: APIRequestContext, token: string, storyId: number) {
  const res = await request.get(`/api/story-details/${storyId}`, { headers: { Authorization: `Bearer ${token}` } });
  const { chapters } = (await res.json()) as { chapters: { chapter_id: number }[] };
  return Promise.all(
    chapters.map(async (c) => {
      const one = await request.get(`/api/stories/chapters/${c.chapter_id}`, { headers: { Authorization: `Bearer ${token}` } });
      const chapter = (await one.json()) as { title: string; content: string; draft: unknown };
      // Each paragraph carries its own id; the text is what these tests look at.
      return { ...chapter, content: textWithoutIds(chapter.content) };
    }),
  );
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 500 });

    test('a new chapter left without saving does not come back in the next new chapter', async ({ page, request }) => {
      test.setTimeout(90_000);
      const { token, storyId } = await newChapterOfNewStory(page, request, 'vazgecen');
      await chapterTitleInput(page).fill('Vazgeçilen Bölüm');
      await chapterBody(page).click();
      await page.keyboard.type('Bu cümle hiçbir yerde geri gelmemeli.');
      await leaveWithoutSaving(page);
      await expect(page).toHaveURL(new RegExp(`/story-details/${storyId}$`), NET);

      await openNewChapter(page, storyId);
      await expect(chapterTitleInput(page)).toHaveValue('Adsız Bölüm 1');
      await expect(chapterBody(page)).toHaveText('');
      await expect(page.getByText(MSG.restoredDraft)).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Henüz kaydedilmedi' })).toBeVisible();

      await chapterBody(page).click();
      await page.keyboard.type('Yeni bölümün ilk cümlesi.');
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await expect(toast(page, MSG.saved)).toBeVisible(NET);
      expect(await storedChapters(request, token, storyId)).toEqual([
        expect.objectContaining({ title: 'Adsız Bölüm 1', content: '<p>Yeni bölümün ilk cümlesi.</p>' }),
      ]);
    });

    test('a new chapter whose tab died is offered with what it holds, and restored whole on request', async ({ page, context, request }) => {
      test.setTimeout(90_000);
      const { token, storyId } = await newChapterOfNewStory(page, request, 'cokenyazar');
      await chapterTitleInput(page).fill('Gece Yarısı');
      await chapterBody(page).click();
      await page.keyboard.type('Saat on ikiyi vurduğunda konağın bütün ışıkları söndü.');
      // The draft is on this device within 400 ms of typing; then the tab dies without a word.
      await expect
        .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('okuryazar:chapter-draft') && localStorage.getItem(k)!.includes('ışıkları söndü'))))
        .toBe(true);
      await page.close({ runBeforeUnload: false });

      const next = await context.newPage();
      await startNewChapter(next, storyId);
      const offer = next.getByRole('dialog', { name: 'Kaydedilmemiş bölüm taslağı' });
      await expect(offer).toBeVisible();
      await expect(offer.getByRole('heading', { name: 'Gece Yarısı' })).toBeVisible();
      await expect(offer.getByTestId('draft-excerpt')).toHaveText('Saat on ikiyi vurduğunda konağın bütün ışıkları söndü.');
      await expect(offer).toContainText(/Yazıldı: \d\d:\d\d · az önce/);
      await expectNoHorizontalOverflow(next);
      await saveScreenshot(next, 'draft-offer', { fullPage: false });
      // Nothing is in the editor behind it until the author chooses (the modal hides it from
      // the accessibility tree, so it is found by its label here).
      await expect(next.locator('[aria-label="Bölüm metni"]')).toHaveText('');

      await offer.getByRole('button', { name: 'Geri yükle' }).click();
      await expect(offer).toBeHidden();
      await expectEditorReady(next);
      await expect(chapterTitleInput(next)).toHaveValue('Gece Yarısı');
      await expect(chapterBody(next)).toHaveText('Saat on ikiyi vurduğunda konağın bütün ışıkları söndü.');
      await next.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await expect(toast(next, MSG.saved)).toBeVisible(NET);
      expect(await storedChapters(request, token, storyId)).toEqual([
        expect.objectContaining({ title: 'Gece Yarısı', content: '<p>Saat on ikiyi vurduğunda konağın bütün ışıkları söndü.</p>' }),
      ]);

      // Restored and saved, it is offered to no other new chapter.
      await next.goto(`/story-details/${storyId}`);
      await openNewChapter(next, storyId);
      await expect(chapterBody(next)).toHaveText('');
      await expect(next.getByRole('dialog')).toHaveCount(0);
    });

    test('an existing chapter left without saving opens with its saved text, its server draft gone too', async ({ page, request }) => {
      test.setTimeout(120_000);
      const { author, token, storyId, chapterId } = await authorWithChapter(request, { prefix: 'geriyazar', storyTitle: 'Vazgeçiş', chapterTitle: 'Eski Bölüm' });
      await loginAs(page, author.email, author.password);
      await openChapter(page, storyId, 'Eski Bölüm');
      await expect(chapterBody(page)).toHaveText(CHAPTER_START);
      await typeAtEnd(page, ' Vazgeçilen ek cümle.');
      // The server keeps the unsaved text as a draft meanwhile (autosave).
      await expect(page.getByRole('status').filter({ hasText: /^Taslak kaydedildi · \d\d:\d\d$/ })).toBeVisible(NET);
      await leaveWithoutSaving(page);
      await expect(page).toHaveURL(new RegExp(`/story-details/${storyId}$`), NET);
      await expect
        .poll(async () => {
          const res = await request.get(`/api/stories/chapters/${chapterId}`, { headers: { Authorization: `Bearer ${token}` } });
          return ((await res.json()) as { draft: unknown }).draft;
        }, NET)
        .toBeNull();

      await openChapter(page, storyId, 'Eski Bölüm');
      await expect(chapterBody(page)).toHaveText(CHAPTER_START);
      await expect(page.getByText(SERVER_DRAFT_NOTICE)).toHaveCount(0);
      await expect(page.getByText(MSG.restoredDraft)).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: /^Kaydedildi · / })).toBeVisible();
    });
  });
}
