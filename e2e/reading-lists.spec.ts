import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { apiToken, createChapterViaApi, createStoryViaApi, registerViaApi } from './support/authoring';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

const NET = { timeout: 20_000 };

test.describe('Okuma listeleri', () => {
  for (const width of [1280, 375]) {
    test(`a reader makes a list from a book page, orders it, shares it, and another reader opens it at ${width} px`, async ({ page, request, browser }) => {
      test.setTimeout(150_000);
      const author = await registerViaApi(request, 'listeyazar');
      const token = await apiToken(request, author.email, author.password);
      const word = width === 1280 ? 'Kumsaati' : 'Yelkovan';
      const titles = [`${word} Birinci`, `${word} İkinci`];
      const ids: number[] = [];
      for (const title of titles) {
        const id = await createStoryViaApi(request, token, { title, description: 'Listeye girecek bir hikaye.' });
        await createChapterViaApi(request, token, { bookId: id, title: 'Giriş', content: '<p>Bir başlangıç.</p>', published: true });
        ids.push(id);
      }
      const curator = await registerViaApi(request, 'listeokur');
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await loginAs(page, curator.email, curator.password);

      // From the first book page: a new list made with the story in it.
      await page.goto(`/book/${ids[0]}`);
      await page.getByRole('button', { name: 'Listeye ekle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Listeye ekle' });
      await expect(dialog.getByText('Henüz bir listeniz yok.', { exact: false })).toBeVisible(NET);
      await dialog.getByRole('textbox', { name: 'Yeni liste' }).fill(`${word} rafım`);
      await dialog.getByRole('button', { name: 'Oluştur ve ekle' }).click();
      const choice = dialog.getByRole('checkbox', { name: `${word} rafım` });
      await expect(choice).toBeChecked(NET);
      await expectNoSeriousA11yViolations(page, `add-to-list dialog at ${width}`);
      await saveScreenshot(page, 'lists-add-dialog', { fullPage: false });
      await page.keyboard.press('Escape');

      // The second story joins the same list by its checkbox.
      await page.goto(`/book/${ids[1]}`);
      await page.getByRole('button', { name: 'Listeye ekle' }).click();
      await page.getByRole('dialog', { name: 'Listeye ekle' }).getByRole('checkbox', { name: `${word} rafım` }).check();
      await expect(page.getByRole('dialog', { name: 'Listeye ekle' }).getByRole('checkbox', { name: `${word} rafım` })).toBeChecked(NET);
      await page.keyboard.press('Escape');

      // My lists → the list; the second story moves up; the list is opened for others.
      await page.goto('/listelerim');
      await expect(page.getByRole('heading', { level: 1, name: 'Okuma listelerim' })).toBeVisible(NET);
      await expect(page.getByText('2 hikaye')).toBeVisible(NET);
      await expectNoHorizontalOverflow(page);
      await saveScreenshot(page, 'lists-mine', { fullPage: false });
      await page.getByRole('link', { name: `${word} rafım` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${word} rafım` })).toBeVisible(NET);
      const cardTitles = page.getByRole('region', { name: 'Listedeki hikayeler' }).getByRole('heading', { level: 2 });
      await expect(cardTitles).toHaveText(titles, NET);
      await page.getByRole('button', { name: `${titles[1]}: yukarı taşı` }).click();
      await expect(cardTitles).toHaveText([titles[1]!, titles[0]!], NET);
      await expect(page.getByText('Bu listeyi yalnızca siz görebilirsiniz.', { exact: false })).toBeVisible();
      await page.getByRole('button', { name: 'Düzenle' }).click();
      const edit = page.getByRole('dialog', { name: 'Listeyi düzenleyin' });
      await edit.getByRole('textbox', { name: /Açıklama/ }).fill('Bir kum saati gibi akan hikayeler.');
      await edit.getByRole('checkbox', { name: 'Herkese açık' }).check();
      await edit.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Bir kum saati gibi akan hikayeler.')).toBeVisible(NET);
      await expect(page.getByRole('button', { name: 'Bağlantıyı paylaş' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `list page (owner) at ${width}`);
      await saveScreenshot(page, 'lists-page-owner', { fullPage: true });
      const listUrl = page.url();

      // Another reader opens the shared link: the list, no owner's controls.
      const other = await registerViaApi(request, 'listeziyaret');
      const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
      const visitor = await context.newPage();
      await loginAs(visitor, other.email, other.password);
      await visitor.goto(listUrl);
      await expect(visitor.getByRole('heading', { level: 1, name: `${word} rafım` })).toBeVisible(NET);
      await expect(visitor.getByRole('region', { name: 'Listedeki hikayeler' }).getByRole('heading', { level: 2 })).toHaveText([titles[1]!, titles[0]!], NET);
      await expect(visitor.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
      await expect(visitor.getByRole('button', { name: /yukarı taşı/ })).toHaveCount(0);
      await saveScreenshot(visitor, 'lists-page-visitor', { fullPage: false });
      // Stories this reader may not see (here: they block the author) are skipped and counted, never named.
      const visitorAuth = { authorization: `Bearer ${await apiToken(request, other.email, other.password)}` };
      const book = await (await request.get(`/api/books/${ids[0]}`, { headers: visitorAuth })).json();
      expect((await request.post(`/api/blocks/${book.book.author_id}`, { headers: visitorAuth })).status()).toBe(201);
      await visitor.reload();
      await expect(visitor.getByText('Bu listedeki 2 hikaye size gösterilemiyor: yayından kaldırılmış ya da sizin için gizlenmiş olabilir.')).toBeVisible(NET);
      await expect(visitor.getByText('2 hikaye', { exact: true })).toBeVisible();
      await expect(visitor.getByText(titles[0]!)).toHaveCount(0);
      await saveScreenshot(visitor, 'lists-page-unseen', { fullPage: false });
      // The list shows on its owner's profile too.
      await visitor.getByRole('link', { name: curator.username }).click();
      await expect(visitor.getByRole('heading', { name: 'Okuma listeleri' })).toBeVisible(NET);
      await expect(visitor.getByRole('link', { name: `${word} rafım` })).toBeVisible();
      await context.close();

      // The owner deletes the list; its link is then "not found".
      await page.getByRole('button', { name: 'Sil' }).click();
      await page.getByRole('dialog', { name: 'Liste silinsin mi?' }).getByRole('button', { name: 'Listeyi sil' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Okuma listelerim' })).toBeVisible(NET);
      await expect(page.getByText('Henüz bir listeniz yok')).toBeVisible(NET);
      await page.goto(listUrl);
      await expect(page.getByText('Liste bulunamadı.')).toBeVisible(NET);
    });
  }
});
