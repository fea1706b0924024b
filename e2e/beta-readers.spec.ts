import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { apiToken, createChapterViaApi, createStoryViaApi, registerViaApi } from './support/authoring';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

const NET = { timeout: 20_000 };

test.describe('Beta okuyucular', () => {
  for (const width of [1280, 375]) {
    test(`an author sends a private link, a beta reader reads a draft and leaves a note, the link ends at ${width} px`, async ({ page, request, browser }) => {
      test.setTimeout(150_000);
      const viewport = { width, height: width === 375 ? 812 : 900 };
      const author = await registerViaApi(request, 'betayazar');
      const token = await apiToken(request, author.email, author.password);
      const title = width === 1280 ? 'Beta Pusulası' : 'Beta Çınarı';
      const storyId = await createStoryViaApi(request, token, { title, description: 'Beta okurlara açılacak bir hikaye.' });
      await createChapterViaApi(request, token, { bookId: storyId, title: 'Yayımlanan bölüm', content: '<p>İlk bölümün ilk paragrafı.</p>', published: true });
      await createChapterViaApi(request, token, { bookId: storyId, title: 'Gizli taslak', content: '<p>Taslağın ilk paragrafı burada.</p><p>Taslağın ikinci paragrafı.</p>', published: false });

      await page.setViewportSize(viewport);
      await loginAs(page, author.email, author.password);
      await page.goto(`/story-details/${storyId}`);
      const panel = page.getByRole('region', { name: 'Beta okuyucular' });
      await panel.getByRole('button', { name: 'Beta bağlantısı oluştur' }).click();
      const field = panel.getByRole('textbox', { name: 'Yeni beta bağlantısı' });
      await expect(field).toBeVisible(NET);
      const url = await field.inputValue();
      expect(url).toMatch(/\/beta\/[A-Za-z0-9_-]{43}$/);
      await expect(panel.getByText('Henüz açılmadı')).toBeVisible(NET);
      await expectNoSeriousA11yViolations(page, `beta links panel at ${width}`);
      await panel.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'beta-links-panel', { fullPage: false });

      // The beta reader opens the link: the draft is there, and a note goes on its second paragraph.
      const reader = await registerViaApi(request, 'betaokur');
      const context = await browser.newContext({ viewport });
      const readerPage = await context.newPage();
      await loginAs(readerPage, reader.email, reader.password);
      await readerPage.goto(new URL(url).pathname);
      await expect(readerPage.getByRole('heading', { level: 1, name: title })).toBeVisible(NET);
      await readerPage.getByRole('combobox', { name: 'Bölüm' }).selectOption({ label: '2. Gizli taslak (taslak)' });
      await expect(readerPage.getByRole('heading', { level: 2, name: /Gizli taslak/ })).toBeVisible(NET);
      await expect(readerPage.getByText('Taslağın ikinci paragrafı.')).toBeVisible();
      await readerPage.getByText('Taslağın ikinci paragrafı.').hover();
      await readerPage.getByRole('button', { name: /Bu paragrafa not bırakın: Taslağın ikinci/ }).click();
      const note = readerPage.getByRole('textbox', { name: 'Bu paragraf için notunuz' });
      await expect(note).toBeFocused();
      await note.fill('Bu cümle biraz uzun olmuş.');
      await readerPage.getByRole('button', { name: 'Notu gönder' }).click();
      await expect(readerPage.getByText('Bu cümle biraz uzun olmuş.')).toBeVisible(NET);
      await expectNoHorizontalOverflow(readerPage);
      await expectNoSeriousA11yViolations(readerPage, `beta reading at ${width}`);
      await saveScreenshot(readerPage, 'beta-reader', { fullPage: true });

      // Beside the editor of that chapter, the author reads the note and answers it; the reader sees the answer.
      // At 1280 px the author comes by the notice, which opens the editor with the notes unfolded;
      // at 375 px by the story's contents, unfolding them by hand.
      if (width === 1280) {
        await page.goto('/notifications');
        await page.getByText(`${reader.username}, “Gizli taslak” bölümünüze beta okuyucu notu bıraktı.`).click();
        await expect(page).toHaveURL(/\/edit-story\?kitap=\d+&bolum=\d+#beta-notlari$/, NET);
      } else {
        await page.goto(`/story-details/${storyId}#icindekiler`);
        await page.getByRole('button', { name: /Düzenle\s*: Gizli taslak/ }).click();
        await page.getByText('Beta okuyucu notları (1)').click();
      }
      await expect(page.getByText('Bu cümle biraz uzun olmuş.')).toBeVisible(NET);
      await page.getByRole('button', { name: 'Yanıtla' }).click();
      await page.getByRole('textbox', { name: /adlı okura yanıtınız/ }).fill('Haklısınız, kısaltacağım.');
      await page.getByRole('button', { name: 'Yanıtla' }).click();
      await expect(page.getByText('Haklısınız, kısaltacağım.')).toBeVisible(NET);
      await expect(page.getByText('Beta okuyucu notları (2)')).toBeVisible();
      await saveScreenshot(page, 'beta-author-notes', { fullPage: false });
      await readerPage.reload();
      await expect(readerPage.getByText('Haklısınız, kısaltacağım.')).toBeVisible(NET);

      // The author sees who reads and how many notes; ending the link ends the reading at once.
      await page.goto(`/story-details/${storyId}`);
      await expect(panel.getByText(reader.username)).toBeVisible(NET);
      await expect(panel.getByText('2 not')).toBeVisible();
      await panel.getByRole('button', { name: 'Bağlantıyı kapat' }).click();
      await expect(panel.getByText('Kapatıldı')).toBeVisible(NET);
      await readerPage.reload();
      await expect(readerPage.getByText('Bu beta okuma bağlantısı geçerli değil ya da süresi doldu.')).toBeVisible(NET);
      await context.close();
    });
  }
});
