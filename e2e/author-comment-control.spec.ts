import { expect, test } from '@playwright/test';
import { createChapterViaApi, createStoryViaApi } from './support/authoring';
import { commentSection } from './support/reading';
import { saveScreenshot } from './support/screenshots';
import { apiGetJson, apiPostJson, loggedInContext, NET, registerSocialUser } from './support/social';
import { stamp } from './support/users';

/**
 * Issue 31 in the browser, at 1280 and 375 px: the author closes a story's comments from its
 * management screen and a reader finds the explanation where the composer was, the old comment
 * still there; the author deletes a reader's comment from the reader page and its writer is told.
 */
const CLOSED = 'Yazar bu hikayede yorumları kapattı.';

for (const width of [1280, 375]) {
  test(`the author closes comments and deletes a reader’s comment at ${width} px`, async ({ browser, request }, testInfo) => {
    // Two signed-in browsers, three screens and a reload on a shared two-core machine.
    test.setTimeout(150_000);
    const author = await registerSocialUser(request, 'yazar');
    const reader = await registerSocialUser(request, 'okur');
    const title = `Kapalı Yorumlar ${stamp()}`;
    const bookId = await createStoryViaApi(request, author.token, { title });
    const chapterId = await createChapterViaApi(request, author.token, { bookId, title: 'Sessiz bölüm', content: '<p>Yorumlar burada kapanır.</p>', published: true });
    const base = `/bookReader/books/${bookId}/chapters/${chapterId}/comments`;
    await apiPostJson(request, reader.token, base, { content: 'Kapanmadan önce yazılan yorum' });
    await apiPostJson(request, reader.token, base, { content: 'Yazarın sileceği kaba yorum' });

    const height = width === 375 ? 812 : 900;
    const asAuthor = await loggedInContext(browser, testInfo, author);
    const asReader = await loggedInContext(browser, testInfo, reader);
    try {
      // The author closes comments on the management screen.
      const manage = asAuthor.page;
      await manage.setViewportSize({ width, height });
      await manage.goto(`/story-details/${bookId}`);
      const settings = manage.locator('section').filter({ has: manage.getByRole('heading', { name: /Okur yorumları/ }) });
      await expect(settings.getByRole('heading', { name: 'Okur yorumları: açık' })).toBeVisible(NET);
      await settings.getByRole('button', { name: 'Yorumları kapat' }).click();
      await expect(settings.getByRole('heading', { name: 'Okur yorumları: kapalı' })).toBeVisible(NET);
      await expect(settings.getByRole('button', { name: 'Yorumları yeniden aç' })).toBeVisible();
      await settings.scrollIntoViewIfNeeded();
      await saveScreenshot(manage, 'author-comment-settings', { fullPage: false });

      // A reader sees the explanation instead of the composer; the comments stay.
      const page = asReader.page;
      await page.setViewportSize({ width, height });
      await page.goto(`/read/${bookId}/${chapterId}`);
      const comments = commentSection(page);
      await expect(comments.getByText(CLOSED, { exact: true })).toBeVisible(NET);
      await expect(comments.getByRole('textbox')).toHaveCount(0);
      await expect(comments.getByRole('button', { name: 'Yanıtla' })).toHaveCount(0);
      await expect(comments.getByText('Kapanmadan önce yazılan yorum', { exact: true })).toBeVisible();
      await comments.getByText(CLOSED, { exact: true }).scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'comments-closed', { fullPage: false });
      // The server refuses too, for a reply as for a comment.
      const refused = await request.post(`/api${base}`, { headers: { Authorization: `Bearer ${reader.token}` }, data: { content: 'Olmaz' } });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe('COMMENTS_CLOSED');

      // The author deletes the rude comment from the reader page's comment menu.
      await manage.goto(`/read/${bookId}/${chapterId}`);
      const authorComments = commentSection(manage);
      const rude = authorComments.getByText('Yazarın sileceği kaba yorum', { exact: true });
      await expect(rude).toBeVisible(NET);
      await rude.locator('..').getByRole('button', { name: 'Yorum seçenekleri' }).click();
      await manage.getByRole('menuitem', { name: 'Yorumu sil' }).click();
      const dialog = manage.getByRole('dialog', { name: 'Yorumu sil' });
      await expect(dialog).toContainText(`${reader.username} adlı kullanıcının yorumu`);
      await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
      await expect(rude).toHaveCount(0, NET);
      await expect(authorComments.getByText('Kapanmadan önce yazılan yorum', { exact: true })).toBeVisible();

      // Gone for the reader too, and its writer is told.
      await page.reload();
      await expect(commentSection(page).getByText('Kapanmadan önce yazılan yorum', { exact: true })).toBeVisible(NET);
      await expect(commentSection(page).getByText('Yazarın sileceği kaba yorum', { exact: true })).toHaveCount(0);
      const notices = await apiGetJson<{ content: string }[]>(request, reader.token, '/notifications');
      expect(notices.map((n) => n.content)).toContain(`“${title}” hikayesinin yazarı, “Sessiz bölüm” bölümündeki yorumunuzu sildi.`);
    } finally {
      await asAuthor.context.close();
      await asReader.context.close();
    }
  });
}
