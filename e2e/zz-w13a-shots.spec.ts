import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { apiLogin, bookIdByTitle, bookWithChapters, commentSection, DEMO } from './support/reading';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';

const dir = '/tmp/w13a-shots';
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()!.width}.png` });
};

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
  test(`shots ${viewport.width}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const token = await apiLogin(page.request, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const bookId = await bookIdByTitle(page.request, token, DEMO.journeyBook.title);
    const { chapters } = await bookWithChapters(page.request, token, bookId);

    await page.goto(`/book/${bookId}`);
    await expect(page.getByRole('button', { name: 'Şikayet et' })).toBeVisible();
    await shot(page, 'book');
    await page.getByRole('button', { name: 'Şikayet et' }).click();
    await expect(page.getByRole('dialog', { name: 'Hikayeyi şikayet et' })).toBeVisible();
    await shot(page, 'book-dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/read/${bookId}/${chapters[0]!.chapter_id}`);
    const end = page.getByRole('complementary', { name: 'Bölüm sonu' });
    await end.scrollIntoViewIfNeeded();
    await shot(page, 'chapter-end');
    const comment = commentSection(page).locator('li').filter({ has: page.getByRole('button', { name: 'Yorum seçenekleri' }) }).first();
    await comment.scrollIntoViewIfNeeded();
    await comment.getByRole('button', { name: 'Yorum seçenekleri' }).first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await shot(page, 'reader-comment-menu');
    await page.getByRole('menuitem', { name: 'Şikayet et' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yorumu şikayet et' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Taciz' }).check();
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('Şikayetiniz alındı.', { exact: false })).toBeVisible();
    await shot(page, 'reader-toast');

    await page.goto('/discover');
    await page.getByRole('button', { name: 'Gönderi seçenekleri' }).first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await shot(page, 'discover-post-menu');
    await page.keyboard.press('Escape');

    await page.goto(`/profile/${(await bookWithChapters(page.request, token, bookId)) && 0}`);
    await page.goto(`/book/${bookId}`);
    await page.getByRole('link', { name: DEMO.journeyBook.author }).first().click();
    await page.getByRole('button', { name: 'Diğer işlemler' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await shot(page, 'profile-menu');
    await page.keyboard.press('Escape');

    await page.goto('/inbox');
    const first = page.getByRole('main').getByRole('link').filter({ hasText: /@|./ });
    const convo = page.locator('a[href^="/inbox/"]').first();
    if ((await convo.count()) > 0) {
      await convo.click();
      const more = page.getByRole('button', { name: 'Mesaj seçenekleri' }).first();
      if ((await more.count()) > 0) {
        await more.click();
        await expect(page.getByRole('menu')).toBeVisible();
      }
      await shot(page, 'inbox-menu');
    }
    void first;
  });
}
