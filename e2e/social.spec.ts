import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { saveScreenshot } from './support/screenshots';
import {
  apiGetJson,
  apiPostJson,
  bellBadge,
  bellLink,
  followNotificationText,
  LIVE,
  loggedInContext,
  markWindow,
  NET,
  notificationList,
  registerSocialUser,
  twoSignedInUsers,
  serverFollowers,
  SOCIAL_MSG,
  windowMarker,
} from './support/social';
import { DEMO_PASSWORD, DEMO_READER_EMAIL, stamp } from './support/users';
import { expectNoHorizontalOverflow } from './support/layout';

test.describe('Sosyal: takip, canlı bildirim, mesajlar, topluluk, keşfet ve profil', () => {
  test('B follows A; A sees the notification arrive live, opens it and marks all read', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { a, b, A, B } = await twoSignedInUsers(browser, request, testInfo, [
      'takip_a',
      'takip_b',
    ]);
    const c = await registerSocialUser(request, 'takip_c');
    try {
      // A waits on the notifications page: nothing yet, no badge.
      await A.page.goto('/notifications');
      await expect(A.page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
      await expect(A.page.getByText(SOCIAL_MSG.noNotifications, { exact: true })).toBeVisible(NET);
      await expect(bellLink(A.page)).toHaveAccessibleName('Bildirimler');
      await expect(bellBadge(A.page)).toHaveCount(0);
      await expectNoSeriousA11yViolations(A.page, 'notifications-empty', testInfo);
      await markWindow(A.page, 'no-reload');

      // B opens A's profile and follows; the count is the server's.
      expect(await serverFollowers(request, a.token, a.id)).toBe(0);
      await B.page.goto(`/profile/${a.id}`);
      await expect(B.page.getByRole('heading', { level: 1, name: a.username })).toBeVisible(NET);
      await expect(B.page.getByText(`@${a.username}`, { exact: true })).toBeVisible();
      await expect(B.page.getByTestId('followers-count')).toHaveText('0');
      await expect(B.page.getByRole('heading', { level: 2 })).toHaveText(/'.+ Hikayeleri$/);
      await expect(B.page.getByText(SOCIAL_MSG.noBooksYet, { exact: true })).toBeVisible();
      await expect(B.page.getByRole('link', { name: 'Ayarları Düzenle' })).toHaveCount(0);
      await expect(B.page.getByRole('link', { name: 'Mesaj Gönder' })).toHaveAttribute(
        'href',
        `/inbox?recipient_username=${a.username}`,
      );
      await expect(B.page.getByRole('link', { name: 'Topluluk Sayfası' })).toHaveAttribute(
        'href',
        `/community/${a.id}`,
      );
      await expectNoSeriousA11yViolations(B.page, 'profile-other', testInfo);
      await saveScreenshot(B.page, 'social-profile-other');

      await B.page.getByRole('button', { name: /^Takip Et/ }).click();
      await expect(B.page.getByRole('button', { name: /^Takibi Bırak/ })).toBeVisible(NET);
      await expect(B.page.getByRole('button', { name: /^Takip Et/ })).toHaveCount(0);
      await expect(B.page.getByTestId('followers-count')).toHaveText('1');
      expect(await serverFollowers(request, a.token, a.id)).toBe(1);

      // A: the badge and the notification arrive without a reload.
      await expect(bellBadge(A.page)).toHaveText('1', LIVE);
      await expect(bellLink(A.page)).toHaveAccessibleName('Bildirimler, 1 okunmamış');
      const fromB = notificationList(A.page).getByRole('link', {
        name: new RegExp(`^${followNotificationText(b.username).replace(/\./g, '\\.')}`),
      });
      await expect(fromB).toBeVisible(LIVE);
      await expect(fromB).toContainText('Yeni takipçi');
      await expect(fromB).toContainText('Okunmadı');
      await expect(A.page.getByText('1 okunmamış bildiriminiz var.')).toBeVisible();

      // A second follower (through the API) arrives live too, on top.
      await apiPostJson(request, c.token, `/profile/follow/${a.id}`);
      await expect(bellBadge(A.page)).toHaveText('2', LIVE);
      const items = notificationList(A.page).getByRole('listitem');
      await expect(items).toHaveCount(2, LIVE);
      await expect(items.first()).toContainText(followNotificationText(c.username));
      await expect(items.nth(1)).toContainText(followNotificationText(b.username));
      expect(await windowMarker(A.page), 'the notifications page was not reloaded').toBe(
        'no-reload',
      );
      await expectNoSeriousA11yViolations(A.page, 'notifications', testInfo);
      await saveScreenshot(A.page, 'social-notifications');

      // Clicking B's notification marks it read and routes to B's profile.
      await fromB.click();
      await expect(A.page).toHaveURL(new RegExp(`/profile/${b.id}$`));
      await expect(A.page.getByRole('heading', { level: 1, name: b.username })).toBeVisible(NET);
      await expect(bellBadge(A.page)).toHaveText('1');

      // Back on the list, 'Tümünü Okundu İşaretle' clears the badge.
      await A.page.goBack();
      await expect(A.page).toHaveURL(/\/notifications$/);
      await expect(notificationList(A.page).getByRole('listitem')).toHaveCount(2, NET);
      await A.page.getByRole('button', { name: SOCIAL_MSG.markAllRead }).click();
      await expect(bellBadge(A.page)).toHaveCount(0);
      await expect(bellLink(A.page)).toHaveAccessibleName('Bildirimler');
      await expect(A.page.getByText(SOCIAL_MSG.allRead, { exact: true })).toBeVisible();
      await expect(notificationList(A.page).getByText('Okunmadı')).toHaveCount(0);
      await expect(A.page.getByRole('button', { name: SOCIAL_MSG.markAllRead })).toBeDisabled();
      // The server agrees after a reload.
      await A.page.reload();
      await expect(notificationList(A.page).getByRole('listitem')).toHaveCount(2, NET);
      await expect(bellBadge(A.page)).toHaveCount(0);

      // Unfollow flips back with the server's count.
      await B.page.getByRole('button', { name: /^Takibi Bırak/ }).click();
      await expect(B.page.getByRole('button', { name: /^Takip Et/ })).toBeVisible(NET);
      await expect(B.page.getByTestId('followers-count')).toHaveText('1'); // c still follows
      expect(await serverFollowers(request, a.token, a.id)).toBe(1);
    } finally {
      await A.context.close();
      await B.context.close();
    }
  });

  test('a liked comment tells its writer in one notice that the next liker updates live (issue 28 item 10)', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const writer = await registerSocialUser(request, 'yorumcu');
    const first = await registerSocialUser(request, 'begenen1');
    const second = await registerSocialUser(request, 'begenen2');
    const book = await apiGetJson<{ chapters: { chapter_id: number }[] }>(
      request,
      writer.token,
      '/books/1',
    );
    const chapterId = book.chapters[0]!.chapter_id;
    const text = `Bu bölümün sonu beni çok şaşırttı ${stamp()}`;
    const comment = await apiPostJson<{ comment_id: number }>(
      request,
      writer.token,
      `/bookReader/books/1/chapters/${chapterId}/comments`,
      { content: text },
    );
    await apiPostJson(request, first.token, `/bookReader/comments/${comment.comment_id}/like`);

    const { page, context } = await loggedInContext(browser, testInfo, writer);
    await page.goto('/notifications');
    const list = notificationList(page);
    const notice = list.getByRole('link', {
      name: new RegExp(`${first.username} yorumunuzu beğendi`),
    });
    await expect(notice).toBeVisible(NET);
    await expect(notice).toContainText('Yorum beğenisi');
    await expect(notice).toHaveAttribute(
      'href',
      `/read/1/${chapterId}#yorum-${comment.comment_id}`,
    );
    await expect(bellBadge(page)).toHaveText('1');
    await page.getByRole('button', { name: SOCIAL_MSG.markAllRead }).click();
    await expect(bellBadge(page)).toHaveCount(0, NET);

    // The second like rewrites the same notice, live: on top, unread again, one row.
    await apiPostJson(request, second.token, `/bookReader/comments/${comment.comment_id}/like`);
    const grouped = list.getByRole('link', {
      name: new RegExp(`${second.username} ve 1 kişi yorumunuzu beğendi`),
    });
    await expect(grouped).toBeVisible(LIVE);
    await expect(list.getByRole('listitem').first()).toContainText(
      `${second.username} ve 1 kişi yorumunuzu beğendi`,
    );
    await expect(
      list.getByRole('link', { name: new RegExp(`${first.username} yorumunuzu beğendi`) }),
    ).toHaveCount(0);
    await expect(grouped).toContainText('Okunmadı');
    await expect(bellBadge(page)).toHaveText('1');
    await expectNoSeriousA11yViolations(page, 'notifications-comment-like', testInfo);
    await saveScreenshot(page, 'notifications-comment-like', { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, 'notifications-comment-like', { fullPage: false });

    // Taking a like back tells nobody; the same list after a reload.
    await apiPostJson(request, first.token, `/bookReader/comments/${comment.comment_id}/like`);
    await page.reload();
    await expect(list.getByRole('link', { name: /yorumunuzu beğendi/ })).toHaveCount(1, NET);
    await grouped.click();
    await expect(page).toHaveURL(new RegExp(`/read/1/${chapterId}#yorum-${comment.comment_id}$`));
    await context.close();
  });

  test('the demo reader’s notifications list routes by type', async ({ page }) => {
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
    const list = notificationList(page);
    // The demo reader may or may not have seeded notifications; when there are, every link
    // points to a profile, a chapter or a book.
    const empty = page.getByText(SOCIAL_MSG.noNotifications, { exact: true });
    await expect(list.or(empty)).toBeVisible(NET);
    if (await list.isVisible()) {
      const hrefs = await list
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(/^\/(profile\/\d+|read\/\d+\/\d+|book\/\d+)$/);
    }
  });
});
