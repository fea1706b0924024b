import { expect, test } from '@playwright/test';
import { createChapterViaApi, createStoryViaApi } from './support/authoring';
import { commentSection } from './support/reading';
import { apiPostJson, loggedInContext, NET, registerSocialUser } from './support/social';
import { stamp } from './support/users';

/**
 * Issue 27 item 7 in the browser: a reader deletes a comment someone has answered; the answer
 * stays under "Bu yorum silindi." (MSG.commentDeleted), which names nobody and offers nothing
 * to do, and it is still there after a reload, for the one who answered too.
 */
const DELETED = 'Bu yorum silindi.';

test('a reply outlives the comment it answers, under “Bu yorum silindi.”', async ({ browser, request }, testInfo) => {
  const author = await registerSocialUser(request, 'yazar');
  const commenter = await registerSocialUser(request, 'yorumcu');
  const replier = await registerSocialUser(request, 'yanitci');
  const bookId = await createStoryViaApi(request, author.token, { title: `Yanıtlar Kalır ${stamp()}` });
  const chapterId = await createChapterViaApi(request, author.token, { bookId, title: 'İlk bölüm', content: '<p>Bir zamanlar bir yorum vardı.</p>', published: true });
  const base = `/bookReader/books/${bookId}/chapters/${chapterId}/comments`;
  const parent = await apiPostJson<{ comment_id: number }>(request, commenter.token, base, { content: 'Silinecek olan yorum' });
  await apiPostJson(request, replier.token, base, { content: 'Bu yanıt kalmalı', parentCommentId: parent.comment_id });

  const { context, page } = await loggedInContext(browser, testInfo, commenter);
  try {
    await page.goto(`/read/${bookId}/${chapterId}`);
    const comments = commentSection(page);
    await expect(comments.getByText('Silinecek olan yorum', { exact: true })).toBeVisible(NET);
    await comments.getByText('Silinecek olan yorum', { exact: true }).locator('..').getByRole('button', { name: 'Sil', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Yorumu sil' });
    await expect(dialog).toContainText('Bu yorum silindi.');
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();

    const thread = comments.locator('li').filter({ hasText: DELETED }).first();
    await expect(thread.getByText(DELETED, { exact: true })).toBeVisible(NET);
    await expect(comments.getByText('Silinecek olan yorum', { exact: true })).toHaveCount(0);
    await expect(thread.getByRole('list', { name: 'Silinmiş yoruma yanıtlar' }).getByText('Bu yanıt kalmalı', { exact: true })).toBeVisible();

    // After a reload the server's copy says the same, and names nobody.
    await page.reload();
    const again = commentSection(page).locator('li').filter({ hasText: DELETED }).first();
    await expect(again.getByText('Bu yanıt kalmalı', { exact: true })).toBeVisible(NET);
    const placeholder = page.locator('[data-deleted]');
    await expect(placeholder).toHaveCount(1);
    await expect(placeholder).not.toContainText(commenter.username);
    await expect(placeholder.getByRole('button')).toHaveCount(0);
    await expect(placeholder.getByRole('link')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
