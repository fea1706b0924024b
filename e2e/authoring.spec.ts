import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import {
  AUTHORING_MSG as MSG,
  apiToken,
  chapterBody,
  chapterTitleInput,
  coverPng,
  createChapterViaApi,
  createStoryViaApi,
  expectEditorReady,
  pasteHtml,
  registerViaApi,
  storyCard,
  toast,
} from './support/authoring';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL, type NewUser } from './support/users';

/** Where the app waits on the network (uploads, saves) on a loaded machine. */
const NET = { timeout: 20_000 };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One author shared by the tests after the journey (a second sign-up per run at most);
 * each test creates its own stories, so the tests stay independent of each other.
 */
let sharedAuthor: NewUser | null = null;
async function secondAuthor(request: APIRequestContext): Promise<NewUser> {
  sharedAuthor ??= await registerViaApi(request, 'yazar_b');
  return sharedAuthor;
}

/** A full-page screenshot from the top (focus moves can leave the page scrolled). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** Opens the editor for a new chapter of `storyId` through story details → İçindekiler → 'Yeni Bölüm'. */
async function openNewChapter(page: Page, storyId: number) {
  await page.goto(`/story-details/${storyId}`);
  await page.getByRole('tab', { name: /^İçindekiler/ }).click();
  await page.getByRole('button', { name: 'Yeni Bölüm', exact: true }).click();
  await expectEditorReady(page);
}

test.describe('Yazar ekranları (1280 px)', () => {
  test('the author journey: new story with a cover, a chapter with bold and italic, preview, publish, edit, unpublish, delete', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const author = await registerViaApi(request, 'yazar_a');
    await loginAs(page, author.email, author.password);

    // ---- /new-story: validation on an empty submit -------------------------------------
    await page.goto('/new-story');
    await expect(page.getByRole('heading', { level: 1, name: 'Hikayenizi anlatmaya başlayın' })).toBeVisible();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Hikayeyi Oluştur' }) });
    const coverInput = page.getByLabel('Kapak fotoğrafı', { exact: true });
    await page.getByRole('button', { name: 'Hikayeyi Oluştur', exact: true }).click();

    for (const msg of [MSG.coverRequired, MSG.categoryRequired, MSG.copyrightRequired, MSG.titleRequired]) {
      await expect(form.getByText(msg, { exact: true })).toBeVisible();
    }
    // The cover message comes first (in the page and in the check order): the cover input gets focus.
    const text = await form.innerText();
    const coverAt = text.indexOf(MSG.coverRequired);
    for (const msg of [MSG.categoryRequired, MSG.copyrightRequired, MSG.titleRequired]) {
      expect(coverAt).toBeLessThan(text.indexOf(msg));
    }
    await expect(coverInput).toBeFocused();
    await expect(coverInput).toHaveAttribute('aria-invalid', 'true');
    await expect(coverInput).toHaveAccessibleDescription(new RegExp(escapeRe(MSG.coverRequired)));
    await expect(page).toHaveURL(/\/new-story$/);

    // ---- upload a cover: the preview appears, the cover message goes ---------------------
    await coverInput.setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: await coverPng() });
    const preview = form.locator('img[src^="blob:"]');
    await expect(preview).toBeVisible(NET);
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(form.getByText('Yeni kapak seçildi.')).toBeAttached();
    await expect(form.getByText(MSG.coverRequired, { exact: true })).toHaveCount(0);
    await expect(form.getByText('Başka bir kapak seçin')).toBeVisible();

    // ---- the fields ------------------------------------------------------------------
    const storyTitle = `Sisli Vapur ${Date.now().toString(36)}`;
    await form.getByLabel('Hikaye başlığı', { exact: true }).fill(storyTitle);
    await form.getByRole('textbox', { name: /^Açıklama/ }).fill('Kadıköy iskelesinde başlayan bir hikaye.\n\nİkinci paragraf.');
    await form.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Fantastik' });
    await form.getByLabel('Telif hakkı', { exact: true }).selectOption({ label: 'Tüm hakları saklıdır' });
    await form.getByRole('radio', { name: /^Yetişkin/ }).check();
    await form.getByRole('radio', { name: /^Genel/ }).check();
    await expect(form.getByRole('radio', { name: /^Genel/ })).toBeChecked();
    for (const msg of [MSG.categoryRequired, MSG.copyrightRequired, MSG.titleRequired]) {
      await expect(form.getByText(msg, { exact: true })).toHaveCount(0);
    }

    await form.getByRole('button', { name: 'Hikayeyi Oluştur', exact: true }).click();
    await expect(toast(page, 'Hikayeniz oluşturuldu.')).toBeVisible(NET);

    // ---- chapter editor ------------------------------------------------------------
    await expectEditorReady(page);
    const title = chapterTitleInput(page);
    const body = chapterBody(page);
    await expect(title).toHaveValue('Adsız Bölüm 1');
    const chapterTitle = 'Birinci Bölüm: Sis';
    await title.fill(chapterTitle);

    const bold = page.getByRole('button', { name: 'Kalın', exact: true });
    const italic = page.getByRole('button', { name: 'İtalik', exact: true });
    await body.click();
    await page.keyboard.type('Sabah sis ');
    // Bold through the toolbar while typing.
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('kalın');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(' çöktü ve her şey eğik duruyordu.');
    // Italic through the toolbar on a selected word: select "eğik" (before " duruyordu.").
    for (let i = 0; i < ' duruyordu.'.length; i++) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 'eğik'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    // The word is selected before the toolbar acts on it, and italic is on the word before the
    // caret moves on: each key is handled in its own task, and on a slow machine a click can
    // otherwise overtake the last selection change (CI, 2026-11-25).
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('eğik');
    await italic.click();
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => body.innerHTML()).toContain('<em>eğik</em>');
    // Collapse the selection to its end, then walk to the end of the line (End is not
    // reliable in a contenteditable across Chromium builds).
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < ' duruyordu.'.length; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.type('İkinci paragraf burada.');

    await expect.poll(() => body.innerHTML()).toContain('<strong>kalın</strong>');
    await expect.poll(() => body.innerHTML()).toContain('<em>eğik</em>');
    await expect(body.locator('p')).toHaveCount(2);
    await expect(page.getByTestId('word-count')).toHaveText('12');
    await expect(page.getByRole('status').filter({ hasText: 'Kaydedilmemiş değişiklikler' })).toBeVisible();

    // Kaydet: the toast appears and goes away by itself, while the save status stays.
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    const savedToast = toast(page, MSG.saved);
    await expect(savedToast).toBeVisible(NET);
    const savedStatus = page.getByRole('status').filter({ hasText: /^Kaydedildi · / });
    await expect(savedStatus).toBeVisible();
    await expect(savedToast).toBeHidden({ timeout: 10_000 });
    await expect(savedStatus).toBeVisible();

    // ---- preview -------------------------------------------------------------------
    await page.getByRole('button', { name: 'Önizle', exact: true }).click();
    await expect(page).toHaveURL(/\/preview$/);
    await expect(page.getByRole('heading', { level: 1, name: storyTitle })).toBeVisible(NET);
    const article = page.getByRole('article', { name: chapterTitle });
    await expect(article.getByRole('heading', { level: 2, name: chapterTitle })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('kalın');
    await expect(article.locator('em')).toHaveText('eğik');
    await expect(article).toContainText('İkinci paragraf burada.');
    await expect(article).toContainText('Taslak');
    await expect(page.getByRole('navigation', { name: 'Bölümler' }).getByRole('button', { name: new RegExp(escapeRe(chapterTitle)) })).toHaveAttribute('aria-current', 'true');

    // Publish with confirmation (Vazgeç first changes nothing).
    await page.getByRole('button', { name: 'Yayımla', exact: true }).click();
    let confirm = page.getByRole('dialog', { name: 'Bölüm yayımlansın mı?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(confirm).toBeHidden();
    await expect(article).toContainText('Taslak');
    await page.getByRole('button', { name: 'Yayımla', exact: true }).click();
    confirm = page.getByRole('dialog', { name: 'Bölüm yayımlansın mı?' });
    await confirm.getByRole('button', { name: 'Yayımla', exact: true }).click();
    await expect(toast(page, MSG.chapterPublished)).toBeVisible(NET);
    await expect(confirm).toBeHidden();
    await expect(article).toContainText('Yayında');
    await expect(page.getByRole('button', { name: 'Yayından Kaldır', exact: true })).toBeVisible();

    // ---- my stories: 'Yayımlandı' shows the story ---------------------------------------
    await page.goto('/my-stories');
    await expect(page.getByRole('heading', { level: 1, name: 'Hikayelerim' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Yayımlandı' })).toHaveAttribute('aria-selected', 'true');
    const publishedPanel = page.getByRole('tabpanel', { name: 'Yayımlandı' });
    const card = storyCard(publishedPanel, storyTitle);
    await expect(card).toBeVisible(NET);
    await expect(card).toContainText('Yayında');
    await expect(card).toContainText('Fantastik');

    // ---- story details: change title and description -----------------------------------
    await card.getByRole('link', { name: storyTitle }).click();
    await expect(page).toHaveURL(/\/story-details\/\d+$/);
    const storyId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: storyTitle })).toBeVisible(NET);
    await expect(page.getByRole('tab', { name: 'Hikaye Detayları' })).toHaveAttribute('aria-selected', 'true');
    const details = page.getByRole('form', { name: 'Hikaye detayları' });
    await expect(details.getByLabel('Hikaye başlığı', { exact: true })).toHaveValue(storyTitle);
    await expect(details.getByLabel('Kategori', { exact: true })).toHaveValue('3');
    await expect(details.getByLabel('Telif hakkı', { exact: true })).toHaveValue('2');
    await expect(details.getByRole('switch', { name: 'Hikaye yayında' })).toHaveAttribute('aria-checked', 'true');

    const newTitle = `${storyTitle} (düzenlendi)`;
    const newDescription = 'Yeni açıklama: sis dağıldı, vapur kalktı.';
    await details.getByLabel('Hikaye başlığı', { exact: true }).fill(newTitle);
    await details.getByRole('textbox', { name: /^Açıklama/ }).fill(newDescription);
    await details.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    const updated = details.getByRole('status').filter({ hasText: MSG.storyUpdated });
    await expect(updated).toBeVisible(NET);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    // Status messages clear after 3 s (docs/PRODUCT.md#constants-and-limits).
    await expect(updated).toBeHidden({ timeout: 10_000 });
    // The change reached the server.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible(NET);
    await expect(details.getByRole('textbox', { name: /^Açıklama/ })).toHaveValue(newDescription);

    // İçindekiler shows the chapter.
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    const contents = page.getByRole('tabpanel', { name: /^İçindekiler/ });
    const row = contents.getByTestId('chapter-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('heading', { level: 3 })).toHaveText(`Bölüm 1: ${chapterTitle}`);
    await expect(row).toContainText('Yayında');
    await expect(row).toContainText('12 kelime');

    // ---- unpublish the story from the my-stories menu ----------------------------------
    await page.getByRole('link', { name: 'Hikayelerim' }).first().click();
    await expect(page).toHaveURL(/\/my-stories$/);
    const publishedCard = storyCard(page.getByRole('tabpanel', { name: 'Yayımlandı' }), newTitle);
    await expect(publishedCard).toBeVisible(NET);
    await publishedCard.getByRole('button', { name: `${newTitle} için seçenekler` }).click();
    await page.getByRole('menuitem', { name: 'Yayından Kaldır' }).click();
    // It hides the story from every reader at once, so it asks first.
    const confirmUnpublish = page.getByRole('dialog', { name: 'Hikayeyi yayından kaldır' });
    await confirmUnpublish.getByRole('button', { name: 'Yayından Kaldır', exact: true }).click();
    await expect(toast(page, MSG.storyUnpublished)).toBeVisible(NET);
    await expect(publishedCard).toHaveCount(0);
    await expect(page.getByRole('tabpanel', { name: 'Yayımlandı' }).getByText('Yayında hikaye yok')).toBeVisible();
    await page.getByRole('tab', { name: 'Tüm Hikayeler' }).click();
    const allCard = storyCard(page.getByRole('tabpanel', { name: 'Tüm Hikayeler' }), newTitle);
    await expect(allCard).toBeVisible(NET);
    await expect(allCard).toContainText('Taslak');

    // ---- delete the chapter (with confirmation) ----------------------------------------
    await page.goto(`/story-details/${storyId}`);
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    await page.getByRole('button', { name: `${chapterTitle} bölümünü sil` }).click();
    let dialog = page.getByRole('dialog', { name: 'Bölümü sil' });
    await expect(dialog).toContainText(`“${chapterTitle}” bölümü kalıcı olarak silinecek.`);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('chapter-row')).toHaveCount(1);
    await page.getByRole('button', { name: `${chapterTitle} bölümünü sil` }).click();
    dialog = page.getByRole('dialog', { name: 'Bölümü sil' });
    await dialog.getByRole('button', { name: 'Bölümü Sil' }).click();
    await expect(toast(page, MSG.chapterDeleted)).toBeVisible(NET);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('chapter-row')).toHaveCount(0);
    await expect(page.getByText('Henüz bölüm yok')).toBeVisible();

    // ---- delete the story: confirmation, a wrong password, then the right one ------------
    await page.goto('/my-stories');
    await page.getByRole('tab', { name: 'Tüm Hikayeler' }).click();
    const target = storyCard(page.getByRole('tabpanel', { name: 'Tüm Hikayeler' }), newTitle);
    await expect(target).toBeVisible(NET);
    await target.getByRole('button', { name: `${newTitle} için seçenekler` }).click();
    await page.getByRole('menuitem', { name: 'Sil' }).click();
    dialog = page.getByRole('dialog', { name: 'Hikayeyi sil' });
    await expect(dialog).toContainText('kalıcı olarak silinecek');
    await dialog.getByRole('button', { name: 'Evet, devam et' }).click();
    const password = dialog.getByLabel('Şifre', { exact: true });
    await expect(password).toBeFocused();
    // Empty password: the spec's message, nothing sent.
    await dialog.getByRole('button', { name: 'Hikayeyi Sil' }).click();
    await expect(dialog.getByText('Please enter your password!')).toBeVisible();
    // Wrong password: the server's message; the story stays.
    await password.fill(`${author.password}-yanlis`);
    await dialog.getByRole('button', { name: 'Hikayeyi Sil' }).click();
    await expect(dialog.getByText(MSG.wrongPassword, { exact: true })).toBeVisible(NET);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    const token = await apiToken(request, author.email, author.password);
    const stillThere = await request.get(`/api/story-details/${storyId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(stillThere.status()).toBe(200);
    // The right password removes it.
    await password.fill(author.password);
    await dialog.getByRole('button', { name: 'Hikayeyi Sil' }).click();
    await expect(toast(page, MSG.storyDeleted)).toBeVisible(NET);
    await expect(dialog).toBeHidden();
    await expect(target).toHaveCount(0);
    await expect(page.getByRole('tabpanel', { name: 'Tüm Hikayeler' }).getByText('Hikaye rafınız boş')).toBeVisible();
    const gone = await request.get(`/api/story-details/${storyId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(gone.status()).toBe(404);
  });

  test('never lose work: a reload in the middle of writing keeps every typed letter; leaving asks first', async ({
    page,
    request,
  }) => {
    const author = await secondAuthor(request);
    const token = await apiToken(request, author.email, author.password);
    const storyId = await createStoryViaApi(request, token, { title: `Taslak Deposu ${Date.now().toString(36)}` });
    await loginAs(page, author.email, author.password);
    await openNewChapter(page, storyId);

    const chapterTitle = 'Yarım Kalan Bölüm';
    const typed = 'Kapı çalındığında çay demleniyordu; ğüşıöç ĞÜŞİÖÇ harfleri de burada.';
    await chapterTitleInput(page).fill(chapterTitle);
    await chapterBody(page).click();
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Son satır');
    await expect(chapterBody(page)).toContainText('Son satır');

    // Reload straight away, without saving and without waiting for anything.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await page.reload();
    await expectEditorReady(page);
    await expect(page.getByRole('status').filter({ hasText: MSG.restoredDraft })).toBeVisible();
    await expect(chapterTitleInput(page)).toHaveValue(chapterTitle);
    await expect(chapterBody(page).locator('p')).toHaveText([typed, 'Son satır']);
    await expect(page.getByRole('status').filter({ hasText: 'Kaydedilmemiş değişiklikler' })).toBeVisible();
    // Nothing reached the server: the story still has no chapter.
    const before = await request.get(`/api/story-details/${storyId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await before.json()) as { chapters: unknown[] }).chapters).toHaveLength(0);
    // 'Tamam' hides the notice and keeps the text.
    await page.getByRole('button', { name: 'Tamam', exact: true }).click();
    await expect(page.getByText(MSG.restoredDraft)).toHaveCount(0);

    // In-app navigation with unsaved changes shows the leave dialog.
    await page.getByRole('link', { name: 'Hikayeye dön' }).click();
    const leave = page.getByRole('dialog', { name: 'Sayfadan ayrılıyorsunuz' });
    await expect(leave).toBeVisible();
    await expect(leave).toContainText(MSG.unsavedChanges);
    await expect(leave.getByRole('button', { name: 'Sayfada kal' })).toBeFocused();
    await leave.getByRole('button', { name: 'Sayfada kal' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/edit-story$/);
    await expect(chapterBody(page)).toContainText('Son satır');

    // The browser's back button asks the same; staying puts the editor's entry back.
    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Sayfada kal' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/edit-story$/);
    await expect(chapterBody(page)).toContainText('Son satır');

    // 'Kaydetmeden ayrıl' leaves and drops the text: the next new chapter starts empty
    // (issue 28; this test used to expect the discarded text back in the next new chapter).
    await page.getByRole('link', { name: 'Hikayeye dön' }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Kaydetmeden ayrıl' }).click();
    await expect(page).toHaveURL(new RegExp(`/story-details/${storyId}$`), NET);
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    await expect(page.getByText('Henüz bölüm yok')).toBeVisible(NET);
    await page.getByRole('button', { name: 'Yeni Bölüm', exact: true }).click();
    await expectEditorReady(page);
    await expect(chapterBody(page)).toHaveText('');
    await expect(page.getByText(MSG.restoredDraft)).toHaveCount(0);
    await chapterTitleInput(page).fill(chapterTitle);
    await chapterBody(page).click();
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Son satır');
    await expect(chapterBody(page).locator('p')).toHaveText([typed, 'Son satır']);

    // Save it; then more typing and 'Kaydet ve ayrıl' saves before leaving.
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(page, MSG.saved)).toBeVisible(NET);
    await chapterBody(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ve bir ek.');
    await page.getByRole('link', { name: 'Hikayeye dön' }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Kaydet ve ayrıl' }).click();
    await expect(page).toHaveURL(new RegExp(`/story-details/${storyId}$`), NET);
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    await expect(page.getByTestId('chapter-row').getByRole('heading', { level: 3 })).toHaveText(`Bölüm 1: ${chapterTitle}`, NET);
    const after = await request.get(`/api/story-details/${storyId}`, { headers: { Authorization: `Bearer ${token}` } });
    const saved = (await after.json()) as { chapters: { chapter_id: number }[] };
    expect(saved.chapters).toHaveLength(1);
    const chapter = await request.get(`/api/stories/chapters/${saved.chapters[0]!.chapter_id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const content = ((await chapter.json()) as { content: string }).content;
    expect(content).toContain(typed);
    expect(content).toContain('Son satır ve bir ek.');
    // A reload was the only thing that could have raised a beforeunload prompt.
    expect(dialogs.every((d) => d === 'beforeunload')).toBe(true);
  });

  test('"Kaydet ve ayrıl" on a chapter that was never saved saves it and leaves', async ({
    page,
    request,
  }) => {
    // Regression: the first save of a new chapter replaces the history entry, which resets
    // the router's blocker; calling the stale blocker's proceed() used to throw
    // "Invalid blocker state transition: unblocked -> proceeding" and the page stayed put.
    const author = await secondAuthor(request);
    const token = await apiToken(request, author.email, author.password);
    const storyId = await createStoryViaApi(request, token, { title: `Ayrılış ${Date.now().toString(36)}` });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await loginAs(page, author.email, author.password);
    await openNewChapter(page, storyId);
    await chapterBody(page).click();
    await page.keyboard.type('Hiç kaydedilmemiş bir bölüm.');
    await page.getByRole('link', { name: 'Hikayeye dön' }).click();
    const leave = page.getByRole('dialog', { name: 'Sayfadan ayrılıyorsunuz' });
    await leave.getByRole('button', { name: 'Kaydet ve ayrıl' }).click();
    await expect(page).toHaveURL(new RegExp(`/story-details/${storyId}$`), NET);
    expect(errors).toEqual([]);
    const res = await request.get(`/api/story-details/${storyId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await res.json()) as { chapters: unknown[] }).chapters).toHaveLength(1);
  });

  test('back from the editor, story details lists the chapter that was just saved', async ({
    page,
    request,
  }) => {
    // Regression: the editor's save used to invalidate only the preview query, so story
    // details kept its cached (empty) chapter list for the 30 s staleTime.
    const author = await secondAuthor(request);
    const token = await apiToken(request, author.email, author.password);
    const storyId = await createStoryViaApi(request, token, { title: `Önbellek ${Date.now().toString(36)}` });
    await loginAs(page, author.email, author.password);
    await openNewChapter(page, storyId);
    await chapterTitleInput(page).fill('Yeni Kaydedilen');
    await chapterBody(page).click();
    await page.keyboard.type('Kaydedilen metin.');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(page, MSG.saved)).toBeVisible(NET);
    await page.getByRole('link', { name: 'Hikayeye dön' }).click();
    await expect(page).toHaveURL(new RegExp(`/story-details/${storyId}$`));
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    await expect(page.getByTestId('chapter-row')).toHaveCount(1, NET);
  });

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

  test('editor rules: empty content is refused, pasted HTML keeps only the allowed tags, Ctrl+S saves', async ({
    page,
    request,
  }) => {
    const author = await secondAuthor(request);
    const token = await apiToken(request, author.email, author.password);
    const storyId = await createStoryViaApi(request, token, { title: `Kurallar ${Date.now().toString(36)}` });
    await loginAs(page, author.email, author.password);
    await openNewChapter(page, storyId);

    // Empty body: 'Başlık ve içerik boş olamaz.' and nothing is created.
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(page, MSG.titleAndContentRequired)).toBeVisible();
    // Empty title with text: the same message.
    await chapterBody(page).click();
    await page.keyboard.type('Metin var.');
    await chapterTitleInput(page).fill('   ');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(page, MSG.titleAndContentRequired).first()).toBeVisible();
    const none = await request.get(`/api/story-details/${storyId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await none.json()) as { chapters: unknown[] }).chapters).toHaveLength(0);

    // Paste rich HTML: only p, br, b/strong, i/em survive, without attributes.
    await chapterTitleInput(page).fill('Yapıştırılan Bölüm');
    const body = chapterBody(page);
    await body.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await expect(body).toHaveText('');
    await page.evaluate(() => {
      (window as unknown as { __pwned: number }).__pwned = 0;
    });
    await pasteHtml(
      body,
      [
        '<h1 style="color:red">Büyük Başlık</h1>',
        '<p class="x" onclick="window.__pwned=1">Bir <b>kalın</b> ve <i>eğik</i> söz, <a href="https://example.com/kotu">bir bağlantı</a>.</p>',
        '<script>window.__pwned = 1</script>',
        '<img src="x" onerror="window.__pwned=1">',
        '<p>Satır<br>alt satır <strong>güçlü</strong> <em>vurgulu</em></p>',
      ].join(''),
      'Büyük Başlık',
    );
    await expect(body).toContainText('Büyük Başlık');
    const html = await body.innerHTML();
    expect(html).not.toMatch(/<(h1|a|script|img|span|div)\b/i);
    expect(html).not.toMatch(/\s(href|src|style|onclick|onerror|class)=/i);
    await expect(body).toContainText('bir bağlantı');
    await expect(body.locator('p')).toHaveText([
      'Büyük Başlık',
      'Bir kalın ve eğik söz, bir bağlantı.',
      'Satıralt satır güçlü vurgulu',
    ]);
    await expect(body.locator('strong')).toHaveText(['kalın', 'güçlü']);
    await expect(body.locator('em')).toHaveText(['eğik', 'vurgulu']);
    await expect(body.locator('br')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __pwned: number }).__pwned)).toBe(0);

    // Ctrl+S saves (the app's handler, not the browser's "save page").
    await page.keyboard.press('Control+s');
    await expect(toast(page, MSG.saved)).toBeVisible(NET);
    await expect(page.getByRole('status').filter({ hasText: /^Kaydedildi · / })).toBeVisible();
    const after = await request.get(`/api/story-details/${storyId}`, { headers: { Authorization: `Bearer ${token}` } });
    const chapters = ((await after.json()) as { chapters: { chapter_id: number; title: string }[] }).chapters;
    expect(chapters.map((c) => c.title)).toEqual(['Yapıştırılan Bölüm']);
    const saved = await request.get(`/api/stories/chapters/${chapters[0]!.chapter_id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const content = ((await saved.json()) as { content: string }).content;
    expect(content).toContain('<strong>kalın</strong>');
    expect(content).not.toMatch(/<(h1|a|script|img)\b|onerror|onclick|href=/i);
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
