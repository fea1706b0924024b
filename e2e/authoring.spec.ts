import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth';
import {
  AUTHORING_MSG as MSG,
  NET,
  apiToken,
  chapterBody,
  chapterTitleInput,
  coverPng,
  expectEditorReady,
  registerViaApi,
  storyCard,
  toast,
} from './support/authoring';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
});
