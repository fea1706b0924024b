import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { saveScreenshot } from './support/screenshots';
import {
  apiGetJson,
  apiPostJson,
  bellBadge,
  bellLink,
  commentsToggle,
  conversationLink,
  followNotificationText,
  LIVE,
  loggedInContext,
  markWindow,
  messageComposer,
  messageRegion,
  NET,
  notificationList,
  postCard,
  postComposer,
  postLikeButton,
  postMenuButton,
  registerSocialUser,
  REPORT_REASONS,
  serverFollowers,
  SOCIAL_MSG,
  userIdByUsername,
  windowMarker,
} from './support/social';
import { DEMO_PASSWORD, DEMO_READER_EMAIL, stamp } from './support/users';
import { expectNoHorizontalOverflow } from './support/layout';

/** A demo author (scripts/e2e-server.mjs seeds apps/api/src/seed/demo-content.ts). */
const DEMO_AUTHOR = { username: 'elifyildirim', fullName: 'Elif Yıldırım' };

/** Records POST requests to paths matching `pattern` (to prove that nothing was sent). */
function recordPosts(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && pattern.test(new URL(req.url()).pathname)) seen.push(req.url());
  });
  return seen;
}

test.describe('Sosyal: takip, canlı bildirim, mesajlar, topluluk, keşfet ve profil', () => {
  test('B follows A; A sees the notification arrive live, opens it and marks all read', async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const a = await registerSocialUser(request, 'takip_a');
    const b = await registerSocialUser(request, 'takip_b');
    const c = await registerSocialUser(request, 'takip_c');
    const A = await loggedInContext(browser, testInfo, a);
    const B = await loggedInContext(browser, testInfo, b);
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
      await expect(B.page.getByRole('link', { name: 'Topluluk Sayfası' })).toHaveAttribute('href', `/community/${a.id}`);
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
      const fromB = notificationList(A.page).getByRole('link', { name: new RegExp(`^${followNotificationText(b.username).replace(/\./g, '\\.')}`) });
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
      expect(await windowMarker(A.page), 'the notifications page was not reloaded').toBe('no-reload');
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

  test('A and B exchange messages live; self and unknown usernames are refused; delete is one-sided', async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const a = await registerSocialUser(request, 'mesaj_a');
    const b = await registerSocialUser(request, 'mesaj_b');
    const A = await loggedInContext(browser, testInfo, a);
    const B = await loggedInContext(browser, testInfo, b);
    try {
      // A keeps the inbox open; nothing there yet.
      await A.page.goto('/inbox');
      await expect(A.page.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeVisible();
      await expect(A.page.getByText('Henüz mesajınız yok.', { exact: true })).toBeVisible(NET);
      await markWindow(A.page, 'inbox-a');

      // B opens the chat with A from the query and sends; the input clears.
      await B.page.goto(`/inbox?recipient_username=${a.username}`);
      const toA = messageComposer(B.page, a.username);
      await expect(toA).toBeVisible(NET);
      await expect(B.page.getByText(`Henüz mesaj yok. ${a.username} ile ilk mesajı siz başlatın.`)).toBeVisible(NET);
      const first = `Merhaba, hikayeni çok beğendim! ${stamp()}`;
      await toA.fill(first);
      await B.page.getByRole('button', { name: 'Gönder', exact: true }).click();
      await expect(toA).toHaveValue('');
      await expect(messageRegion(B.page, a.username).getByText(first, { exact: true })).toBeVisible(NET);
      await expect(conversationLink(B.page, a.username)).toContainText(`Siz: ${first}`);

      // A: the conversation appears live, with the message as its preview.
      const withB = conversationLink(A.page, b.username);
      await expect(withB).toBeVisible(LIVE);
      await expect(withB).toContainText(first);
      await withB.click();
      await expect(A.page).toHaveURL(new RegExp(`/inbox\\?recipient_username=${b.username}$`));
      const fromB = messageRegion(A.page, b.username);
      await expect(fromB.getByText(first, { exact: true })).toBeVisible(NET);

      // B writes again while A's chat is open: it arrives live in the thread.
      const second = `Yeni bölüm ne zaman gelir? ${stamp()}`;
      await toA.fill(second);
      await toA.press('Enter');
      await expect(toA).toHaveValue('');
      await expect(fromB.getByText(second, { exact: true })).toBeVisible(LIVE);

      // A replies; B sees it live.
      const reply = `Teşekkürler, bu hafta geliyor. ${stamp()}`;
      const toB = messageComposer(A.page, b.username);
      await toB.fill(reply);
      await A.page.getByRole('button', { name: 'Gönder', exact: true }).click();
      await expect(toB).toHaveValue('');
      await expect(fromB.getByText(reply, { exact: true })).toBeVisible(NET);
      await expect(messageRegion(B.page, a.username).getByText(reply, { exact: true })).toBeVisible(LIVE);
      await expect(conversationLink(B.page, a.username)).toContainText(reply);
      expect(await windowMarker(A.page), 'A stayed on the same page').toBe('inbox-a');

      // Own bubbles are marked for screen readers as 'Siz: ', the partner's with their name.
      await expect(fromB.getByRole('listitem').filter({ hasText: reply })).toContainText('Siz:');
      await expect(fromB.getByRole('listitem').filter({ hasText: first })).toContainText(`${b.username}:`);
      // A blank message is not sent.
      await toB.fill('   ');
      await expect(A.page.getByRole('button', { name: 'Gönder', exact: true })).toBeDisabled();
      await toB.fill('');

      // axe on B's side, whose open conversation ends with A's message. (A's side, whose
      // selected conversation ends with A's own 'Siz: ' preview, hits a known contrast bug:
      // see the expected-to-fail test at the end of this file.)
      await expectNoSeriousA11yViolations(B.page, 'inbox', testInfo);
      await saveScreenshot(A.page, 'social-inbox-a');
      await saveScreenshot(B.page, 'social-inbox-b');

      // 'Yeni mesaj' (on B's side): one's own username, in any case and with an @, gives both sentences.
      await B.page.getByRole('button', { name: 'Yeni mesaj' }).first().click();
      const dialog = B.page.getByRole('dialog', { name: 'Yeni mesaj' });
      await expect(dialog).toBeVisible();
      const field = dialog.getByLabel('Kullanıcı adı', { exact: true });
      await field.fill(`@${b.username.toUpperCase()}`);
      await dialog.getByRole('button', { name: 'Sohbeti başlat' }).click();
      await expect(dialog.getByText(SOCIAL_MSG.cannotMessageSelf, { exact: true })).toBeVisible();
      await expect(dialog.getByText(SOCIAL_MSG.cannotStartWithSelf, { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(B.page, 'inbox-new-message-self', testInfo);
      await saveScreenshot(B.page, 'social-inbox-new-message-self');

      // An unknown username.
      await field.fill(`yok_boyle_biri_${stamp()}`);
      await expect(dialog.getByText(SOCIAL_MSG.cannotMessageSelf, { exact: true })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Sohbeti başlat' }).click();
      await expect(dialog.getByText(SOCIAL_MSG.validUsernameRequired, { exact: true })).toBeVisible(NET);
      await dialog.getByRole('button', { name: 'Vazgeç' }).click();
      await expect(dialog).toBeHidden();

      // The own-username rule also holds for ?recipient_username=.
      await A.page.goto(`/inbox?recipient_username=${a.username}`);
      await expect(A.page.getByText(SOCIAL_MSG.cannotMessageSelf, { exact: true })).toBeVisible(NET);
      await expect(A.page.getByText(SOCIAL_MSG.cannotStartWithSelf, { exact: true })).toBeVisible();

      // A deletes the conversation (with confirmation): gone for A, kept for B.
      await A.page.goto(`/inbox?recipient_username=${b.username}`);
      await expect(messageRegion(A.page, b.username).getByText(reply, { exact: true })).toBeVisible(NET);
      await A.page.getByRole('button', { name: 'Konuşmayı sil' }).click();
      const confirm = A.page.getByRole('dialog', { name: 'Konuşmayı sil' });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText('Bu konuşmayı silmek istediğinize emin misiniz?');
      await saveScreenshot(A.page, 'social-inbox-delete-confirm');
      await confirm.getByRole('button', { name: 'Sil', exact: true }).click();
      await expect(confirm).toBeHidden(NET);
      await expect(A.page).toHaveURL(/\/inbox$/);
      await expect(conversationLink(A.page, b.username)).toHaveCount(0);
      await A.page.reload();
      await expect(A.page.getByText('Henüz mesajınız yok.', { exact: true })).toBeVisible(NET);

      await B.page.reload();
      await expect(conversationLink(B.page, a.username)).toBeVisible(NET);
      await expect(messageRegion(B.page, a.username).getByText(first, { exact: true })).toBeVisible(NET);
      await expect(messageRegion(B.page, a.username).getByText(reply, { exact: true })).toBeVisible();
    } finally {
      await A.context.close();
      await B.context.close();
    }
  });

  test('community: B posts, A likes and comments, B reports A’s post; delete only on one’s own', async ({ browser, request }, testInfo) => {
    test.setTimeout(150_000);
    const a = await registerSocialUser(request, 'topluluk_a');
    const b = await registerSocialUser(request, 'topluluk_b');
    const A = await loggedInContext(browser, testInfo, a);
    const B = await loggedInContext(browser, testInfo, b);
    try {
      // B on B's own community page: the composer is there; blank text is not sent.
      const sentByB = recordPosts(B.page, /\/api\/community\/posts$/);
      await B.page.goto(`/community/${b.id}`);
      await expect(B.page.getByRole('heading', { level: 1, name: b.username })).toBeVisible(NET);
      const composer = postComposer(B.page);
      await expect(composer).toBeVisible();
      await expect(B.page.getByText('Henüz bir gönderi paylaşmadınız.', { exact: false })).toBeVisible(NET);
      const box = composer.getByLabel('Ne düşünüyorsunuz?');
      const share = composer.getByRole('button', { name: 'Paylaş', exact: true });
      await expect(share).toBeDisabled();
      await box.fill('   \n  ');
      await expect(share).toBeDisabled();
      await box.press('Control+Enter');
      await expect(B.page.getByTestId('post-card')).toHaveCount(0);
      expect(sentByB, 'a blank post is not sent').toEqual([]);

      const postText = `Bu akşam yeni bölümü yazmaya başladım, fikirlerinizi bekliyorum. ${stamp()}`;
      await box.fill(postText);
      await expect(composer).toContainText(`${postText.length} / 2.000`);
      await share.click();
      await expect(box).toHaveValue('', NET);
      const bPostOnB = postCard(B.page, b.username, postText);
      await expect(bPostOnB).toBeVisible(NET);
      expect(sentByB).toHaveLength(1);
      await expect(postLikeButton(bPostOnB)).toHaveAccessibleName('Bu gönderiyi beğen, 0 beğeni');
      await expect(commentsToggle(bPostOnB)).toHaveText('Yorumlar (0)');

      // A on B's page: no composer; likes (+1) and comments (+1).
      await A.page.goto(`/community/${b.id}`);
      await expect(A.page.getByRole('heading', { level: 1, name: b.username })).toBeVisible(NET);
      const bPostOnA = postCard(A.page, b.username, postText);
      await expect(bPostOnA).toBeVisible(NET);
      await expect(postComposer(A.page)).toHaveCount(0);
      await expect(A.page.getByLabel('Ne düşünüyorsunuz?')).toHaveCount(0);

      const like = postLikeButton(bPostOnA);
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await like.click();
      await expect(like).toHaveAccessibleName('Bu gönderiyi beğen, 1 beğeni', NET);
      await expect(like).toHaveAttribute('aria-pressed', 'true');

      const toggle = commentsToggle(bPostOnA);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const comments = bPostOnA.getByRole('region', { name: `${b.username} gönderisinin yorumları` });
      await expect(comments.getByText(SOCIAL_MSG.noComments, { exact: true })).toBeVisible(NET);
      const sendComment = comments.getByRole('button', { name: 'Yorumu gönder' });
      await expect(sendComment).toBeDisabled();
      const commentText = `Çok merak ettim, kolay gelsin! ${stamp()}`;
      await comments.getByLabel('Yorum yazın').fill(commentText);
      await sendComment.click();
      const aComment = comments.getByTestId('comment').filter({ hasText: commentText });
      await expect(aComment).toBeVisible(NET);
      await expect(aComment.getByRole('link', { name: a.username })).toBeVisible();
      await expect(toggle).toHaveText('Yorumlar (1)');
      await expect(comments.getByLabel('Yorum yazın')).toHaveValue('');

      // 'Sil' only on one's own, and reporting only on others': A's comment has 'Sil', B's post 'Şikayet et'.
      await aComment.getByRole('button', { name: 'Yorum seçenekleri' }).click();
      await expect(A.page.getByRole('menuitem', { name: 'Sil' })).toBeVisible();
      await expect(A.page.getByRole('menuitem', { name: 'Şikayet et' })).toHaveCount(0);
      await A.page.keyboard.press('Escape');
      await postMenuButton(bPostOnA).click();
      await expect(A.page.getByRole('menuitem', { name: 'Şikayet et' })).toBeVisible();
      await expect(A.page.getByRole('menuitem', { name: 'Sil' })).toHaveCount(0);
      await A.page.keyboard.press('Escape');
      await expect(A.page.getByRole('menu')).toHaveCount(0);

      await expectNoSeriousA11yViolations(A.page, 'community-other', testInfo);
      await saveScreenshot(A.page, 'social-community-other');

      // Collapse and expand again: the comment is still there.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(aComment).toBeHidden();
      await toggle.click();
      await expect(aComment).toBeVisible(NET);
      await toggle.click();
      await expect(aComment).toBeHidden();

      // B sees the like and the comment after a reload; 'Sil' on B's own post, not on A's comment.
      await B.page.reload();
      await expect(postLikeButton(bPostOnB)).toHaveAccessibleName('Bu gönderiyi beğen, 1 beğeni', NET);
      await expect(commentsToggle(bPostOnB)).toHaveText('Yorumlar (1)');
      await postMenuButton(bPostOnB).click();
      await expect(B.page.getByRole('menuitem', { name: 'Sil' })).toBeVisible();
      await B.page.keyboard.press('Escape');
      await commentsToggle(bPostOnB).click();
      const aCommentOnB = bPostOnB.getByTestId('comment').filter({ hasText: commentText });
      await expect(aCommentOnB).toBeVisible(NET);
      await aCommentOnB.getByRole('button', { name: 'Yorum seçenekleri' }).click();
      await expect(B.page.getByRole('menuitem', { name: 'Şikayet et' })).toBeVisible();
      await expect(B.page.getByRole('menuitem', { name: 'Sil' })).toHaveCount(0);
      await B.page.keyboard.press('Escape');
      await expectNoSeriousA11yViolations(B.page, 'community-own', testInfo);
      await saveScreenshot(B.page, 'social-community-own');

      // A posts on A's own page; B reports that post.
      const aPostText = `Bugün okuduğum kitabı herkese öneriyorum. ${stamp()}`;
      await A.page.goto(`/community/${a.id}`);
      await expect(postComposer(A.page)).toBeVisible(NET);
      await postComposer(A.page).getByLabel('Ne düşünüyorsunuz?').fill(aPostText);
      await postComposer(A.page).getByRole('button', { name: 'Paylaş', exact: true }).click();
      await expect(postCard(A.page, a.username, aPostText)).toBeVisible(NET);

      await B.page.goto(`/community/${a.id}`);
      const aPostOnB = postCard(B.page, a.username, aPostText);
      await expect(aPostOnB).toBeVisible(NET);
      await postMenuButton(aPostOnB).click();
      await expect(B.page.getByRole('menuitem', { name: 'Sil' })).toHaveCount(0);
      await B.page.getByRole('menuitem', { name: 'Şikayet et' }).click();
      const report = B.page.getByRole('dialog', { name: 'Gönderiyi şikayet et' });
      await expect(report).toBeVisible();
      const reasons = report.getByRole('group', { name: 'Şikayet nedeni' }).getByRole('radio');
      await expect(reasons).toHaveCount(9);
      for (const [i, reason] of REPORT_REASONS.entries()) {
        await expect(reasons.nth(i)).toHaveAccessibleName(reason);
      }
      // Sending without a reason asks for one.
      await report.getByRole('button', { name: 'Gönder', exact: true }).click();
      await expect(report.getByRole('alert')).toHaveText(SOCIAL_MSG.reportReasonRequired);
      await report.getByRole('radio', { name: 'Dolandırıcılık', exact: true }).check();
      await expect(report.getByRole('alert')).toHaveCount(0);
      await report.getByLabel(/^Açıklama/).fill('Gönderide şüpheli bir bağlantı paylaşılıyor gibi görünüyor.');
      await expectNoSeriousA11yViolations(B.page, 'report-dialog', testInfo);
      await saveScreenshot(B.page, 'social-report-dialog');
      await report.getByRole('button', { name: 'Gönder', exact: true }).click();
      // The dialog becomes the success modal; "Tamam" closes it.
      const success = B.page.getByRole('dialog', { name: 'Şikayetiniz alındı' });
      await expect(success.getByText(SOCIAL_MSG.reportSuccess)).toBeVisible(NET);
      await saveScreenshot(B.page, 'social-report-success');
      await success.getByRole('button', { name: 'Tamam', exact: true }).click();
      await expect(success).toBeHidden();

      // A deletes A's own comment on B's post (with confirmation); the count goes back.
      await A.page.goto(`/community/${b.id}`);
      const again = postCard(A.page, b.username, postText);
      await commentsToggle(again).click();
      const own = again.getByTestId('comment').filter({ hasText: commentText });
      await own.getByRole('button', { name: 'Yorum seçenekleri' }).click();
      await A.page.getByRole('menuitem', { name: 'Sil' }).click();
      const confirm = A.page.getByRole('dialog', { name: 'Yorumu sil' });
      await confirm.getByRole('button', { name: 'Sil', exact: true }).click();
      await expect(confirm).toBeHidden(NET);
      await expect(own).toHaveCount(0);
      await expect(commentsToggle(again)).toHaveText('Yorumlar (0)');
    } finally {
      await A.context.close();
      await B.context.close();
    }
  });

  test('discover: the feed and the sidebar with suggested authors and trending books', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const u = await registerSocialUser(request, 'kesif');
    await loginAs(page, u.email, u.password);
    await page.getByRole('banner').getByRole('link', { name: 'Keşfet' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Okurlar neler paylaşıyor?' })).toBeVisible();

    // Feed: the seeded community posts.
    const feed = page.getByRole('list', { name: 'Keşfet akışı' });
    await expect(feed.getByTestId('post-card').first()).toBeVisible(NET);

    // Sidebar: suggested authors with the server's follower counts and follow buttons.
    const server = await apiGetJson<{
      authors: { user_id: number; username: string; full_name: string; followers_count: number; is_following: boolean }[];
      books: { book_id: number; title: string }[];
    }>(request, u.token, '/discover/authors-books');
    expect(server.authors.length).toBeGreaterThan(0);
    expect(server.books.length).toBeGreaterThan(0);
    const sidebar = page.getByRole('complementary', { name: 'Öneriler' });
    const authors = sidebar.getByTestId('suggested-author');
    await expect(authors).toHaveCount(server.authors.length, NET);
    const fmt = new Intl.NumberFormat('tr-TR');
    const target = server.authors[0]!;
    const targetName = target.full_name.trim() || target.username;
    const item = authors.filter({ hasText: targetName }).first();
    await expect(item.getByTestId('author-followers')).toHaveText(`${fmt.format(target.followers_count)} takipçi`);
    await expect(item.getByRole('link')).toHaveAttribute('href', `/profile/${target.user_id}`);
    for (const author of server.authors) {
      await expect(authors.filter({ hasText: author.full_name.trim() || author.username }).getByRole('button', { name: /^Takip Et/ })).toHaveCount(1);
    }

    // Trending books link to their book pages, in the server's order.
    const books = sidebar.getByRole('region', { name: 'Öne Çıkan Kitaplar' }).getByRole('link');
    await expect(books).toHaveCount(server.books.length);
    for (const [i, book] of server.books.entries()) {
      await expect(books.nth(i)).toHaveAttribute('href', `/book/${book.book_id}`);
      await expect(books.nth(i)).toContainText(book.title);
    }

    // The pointer still rests on the header's active 'Keşfet' link, whose hover state fails
    // contrast (known bug, expected-to-fail test below); axe looks at the page at rest.
    await page.mouse.move(640, 880);
    await expectNoSeriousA11yViolations(page, 'discover', testInfo);
    await saveScreenshot(page, 'social-discover');

    // Follow from the sidebar: the label flips and the count is the server's (+1).
    await item.getByRole('button', { name: /^Takip Et/ }).click();
    await expect(item.getByRole('button', { name: /^Takibi Bırak/ })).toBeVisible(NET);
    const after = await serverFollowers(request, u.token, target.user_id);
    expect(after).toBe(target.followers_count + 1);
    await expect(item.getByTestId('author-followers')).toHaveText(`${fmt.format(after)} takipçi`);
    // The author's profile agrees.
    await item.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/profile/${target.user_id}$`));
    await expect(page.getByTestId('followers-count')).toHaveText(fmt.format(after), NET);
    await expect(page.getByRole('button', { name: /^Takibi Bırak/ })).toBeVisible();

    // A trending book opens its page.
    await page.goBack();
    await sidebar.getByRole('region', { name: 'Öne Çıkan Kitaplar' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/book/${server.books[0]!.book_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: server.books[0]!.title })).toBeVisible(NET);
  });

  test('profile: own profile and a demo author’s profile with the possessive and the book grid', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const u = await registerSocialUser(request, 'profil');
    await loginAs(page, u.email, u.password);

    // Own profile through the profile menu.
    await page.getByRole('button', { name: 'Profil menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Profilim' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${u.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: u.username })).toBeVisible(NET);
    await expect(page.getByText(`@${u.username}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hikayelerim', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ayarları Düzenle' })).toHaveAttribute('href', '/settings');
    await expect(page.getByRole('link', { name: 'Topluluk Sayfam' })).toHaveAttribute('href', `/community/${u.id}`);
    await expect(page.getByRole('button', { name: /^Takip Et/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Mesaj Gönder' })).toHaveCount(0);
    // One's own empty shelf speaks to the owner and invites them to write (issue 28).
    await expect(page.getByText(SOCIAL_MSG.noBooksYetOwn, { exact: true })).toBeVisible();
    await expect(page.getByText(SOCIAL_MSG.noBooksYet, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Yeni Hikaye Oluştur' })).toHaveAttribute('href', '/new-story');
    await expect(page.getByText(/^Katılım: \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile-own', testInfo);
    await saveScreenshot(page, 'social-profile-own');

    // 'Ayarları Düzenle' opens the settings.
    await page.getByRole('link', { name: 'Ayarları Düzenle' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    // A demo author: "elifyildirim'in Hikayeleri" and the book grid from the server.
    const authorId = await userIdByUsername(request, u.token, DEMO_AUTHOR.username);
    const server = await apiGetJson<{ books: { book_id: number; title: string }[]; user: { followers_count: number } }>(
      request,
      u.token,
      `/profile/${authorId}`,
    );
    expect(server.books.length).toBeGreaterThan(0);
    await page.goto(`/profile/${authorId}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_AUTHOR.fullName })).toBeVisible(NET);
    await expect(page.getByText(`@${DEMO_AUTHOR.username}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText("elifyildirim'in Hikayeleri");
    const grid = page.getByRole('region', { name: "elifyildirim'in Hikayeleri" }).getByRole('list');
    await expect(grid.getByRole('listitem')).toHaveCount(server.books.length);
    for (const book of server.books) {
      await expect(grid.getByRole('heading', { level: 3, name: book.title, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('books-count')).toHaveText(String(server.books.length));
    await expect(page.getByRole('button', { name: /^Takip Et/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ayarları Düzenle' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, 'profile-author', testInfo);
    await saveScreenshot(page, 'social-profile-author');
  });

  test('a liked comment tells its writer in one notice that the next liker updates live (issue 28 item 10)', async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const writer = await registerSocialUser(request, 'yorumcu');
    const first = await registerSocialUser(request, 'begenen1');
    const second = await registerSocialUser(request, 'begenen2');
    const book = await apiGetJson<{ chapters: { chapter_id: number }[] }>(request, writer.token, '/books/1');
    const chapterId = book.chapters[0]!.chapter_id;
    const text = `Bu bölümün sonu beni çok şaşırttı ${stamp()}`;
    const comment = await apiPostJson<{ comment_id: number }>(request, writer.token, `/bookReader/books/1/chapters/${chapterId}/comments`, { content: text });
    await apiPostJson(request, first.token, `/bookReader/comments/${comment.comment_id}/like`);

    const { page, context } = await loggedInContext(browser, testInfo, writer);
    await page.goto('/notifications');
    const list = notificationList(page);
    const notice = list.getByRole('link', { name: new RegExp(`${first.username} yorumunuzu beğendi`) });
    await expect(notice).toBeVisible(NET);
    await expect(notice).toContainText('Yorum beğenisi');
    await expect(notice).toHaveAttribute('href', `/read/1/${chapterId}#yorum-${comment.comment_id}`);
    await expect(bellBadge(page)).toHaveText('1');
    await page.getByRole('button', { name: SOCIAL_MSG.markAllRead }).click();
    await expect(bellBadge(page)).toHaveCount(0, NET);

    // The second like rewrites the same notice, live: on top, unread again, one row.
    await apiPostJson(request, second.token, `/bookReader/comments/${comment.comment_id}/like`);
    const grouped = list.getByRole('link', { name: new RegExp(`${second.username} ve 1 kişi yorumunuzu beğendi`) });
    await expect(grouped).toBeVisible(LIVE);
    await expect(list.getByRole('listitem').first()).toContainText(`${second.username} ve 1 kişi yorumunuzu beğendi`);
    await expect(list.getByRole('link', { name: new RegExp(`${first.username} yorumunuzu beğendi`) })).toHaveCount(0);
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
      const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(/^\/(profile\/\d+|read\/\d+\/\d+|book\/\d+)$/);
    }
  });
});

/** Regression tests for two contrast bugs these tests found (both fixed in the CSS). */
test.describe('contrast regressions', () => {
  test('inbox: the selected conversation’s “Siz: ” preview has enough contrast', async ({ page, request }, testInfo) => {
    const a = await registerSocialUser(request, 'kontrast_a');
    const b = await registerSocialUser(request, 'kontrast_b');
    await apiPostJson(request, a.token, '/messages', { recipient_username: b.username, content: 'Merhaba!' });
    await loginAs(page, a.email, a.password);
    await page.goto(`/inbox?recipient_username=${b.username}`);
    await expect(messageRegion(page, b.username).getByText('Merhaba!', { exact: true })).toBeVisible(NET);
    await expect(conversationLink(page, b.username)).toContainText('Siz: Merhaba!');
    await expectNoSeriousA11yViolations(page, 'inbox-selected-own-preview', testInfo);
  });

  test('header: the active “Keşfet” link keeps enough contrast while hovered', async ({ page, request }, testInfo) => {
    const u = await registerSocialUser(request, 'kontrast_k');
    await loginAs(page, u.email, u.password);
    await page.goto('/discover');
    const link = page.getByRole('banner').getByRole('link', { name: 'Keşfet' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await link.hover();
    await expectNoSeriousA11yViolations(page, 'header-active-link-hover', testInfo);
  });
});

test.describe('Okunmamış mesajlar', () => {
  test('unread: B on /dashboard gets A’s message: badge and toast; bold row in the inbox; the badge goes when the thread opens', async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const a = await registerSocialUser(request, 'okunmamis_a');
    const b = await registerSocialUser(request, 'okunmamis_b');
    const A = await loggedInContext(browser, testInfo, a);
    const B = await loggedInContext(browser, testInfo, b);
    const header = (page: Page) => page.getByRole('banner').first();
    const shoot = async (page: Page, name: string, target?: ReturnType<Page['locator']>) => {
      const width = page.viewportSize()?.width ?? 0;
      await (target ?? page).screenshot({ path: `/tmp/unread-${name}-${width}.png`, animations: 'disabled' });
    };
    /** Goes to `path` on B and waits until B's live socket is authenticated (frames sent before would only arrive by refetch). */
    const gotoLive = async (path: string) => {
      const ready = B.page
        .waitForEvent('websocket', NET)
        .then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"ready"'), ...NET }));
      await B.page.goto(path);
      await ready;
    };
    /** The new-message toast in B's toast viewport (a region named "Uyarılar (F8)"). */
    const messageToast = () =>
      B.page.getByRole('region', { name: /^Uyarılar/ }).getByRole('listitem').filter({ hasText: `Yeni mesaj: ${a.username}` });
    const send = async (text: string) => {
      const composer = messageComposer(A.page, b.username);
      await composer.fill(text);
      await composer.press('Enter');
      await expect(composer).toHaveValue('');
    };
    try {
      await A.page.goto(`/inbox?recipient_username=${b.username}`);
      await expect(messageComposer(A.page, b.username)).toBeVisible(NET);

      // B waits on the dashboard with nothing unread.
      await gotoLive('/dashboard');
      const inboxLink = header(B.page).getByRole('link', { name: 'Mesajlar', exact: true });
      await expect(inboxLink).toBeVisible(NET);

      const first = `Merhaba, yeni bölümünüzü okudum ve çok beğendim. ${stamp()}`;
      await send(first);
      const badged = header(B.page).getByRole('link', { name: 'Mesajlar, 1 okunmamış', exact: true });
      await expect(badged).toBeVisible(LIVE);
      await expect(badged).toHaveText('1');
      const toast = messageToast();
      await expect(toast).toBeVisible(LIVE);
      await expect(toast).toContainText('Merhaba, yeni bölümünüzü okudum');
      await shoot(B.page, 'header', header(B.page));
      await shoot(B.page, 'toast');

      // The inbox: A's row is bold and carries the count.
      await badged.click();
      const row = conversationLink(B.page, a.username);
      await expect(row).toHaveAttribute('data-unread', 'true', NET);
      await expect(row).toHaveAccessibleName(/1 okunmamış mesaj/);
      const boldness = (el: Element) => Number(getComputedStyle(el).fontWeight);
      expect(await row.getByText(a.username, { exact: true }).evaluate(boldness)).toBeGreaterThanOrEqual(700);
      await shoot(B.page, 'inbox');

      // Opening the thread reads it: the row and the badge go back to normal, after a reload too.
      await row.click();
      await expect(messageRegion(B.page, a.username).getByText(first, { exact: true })).toBeVisible(NET);
      await expect(inboxLink).toBeVisible(NET);
      await expect(row).not.toHaveAttribute('data-unread', 'true');
      await B.page.reload();
      await expect(header(B.page).getByRole('link', { name: 'Mesajlar', exact: true })).toBeVisible(NET);

      // A message into the open thread is read on arrival: no badge, no toast.
      const second = `Devamı ne zaman? ${stamp()}`;
      await send(second);
      await expect(messageRegion(B.page, a.username).getByText(second, { exact: true })).toBeVisible(LIVE);
      await expect(header(B.page).getByRole('link', { name: 'Mesajlar', exact: true })).toBeVisible();
      await expect(messageToast()).toHaveCount(0);

      // At 375 px the count sits on the tab bar's own Mesajlar entry (issue 28: not only on the
      // avatar) and on the account menu's Mesajlar entry.
      await B.page.setViewportSize({ width: 375, height: 812 });
      await gotoLive('/dashboard');
      await send(`Telefondan da görünüyor mu? ${stamp()}`);
      const tab = B.page.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: 'Mesajlar, 1 okunmamış', exact: true });
      await expect(tab).toBeVisible(LIVE);
      await expect(tab).toHaveAttribute('href', '/inbox');
      await expect(tab.getByTestId('unread-badge')).toHaveText('1');
      await expect(messageToast()).toBeVisible(LIVE);
      await shoot(B.page, 'header', header(B.page));
      const avatar = header(B.page).getByRole('button', { name: 'Profil menüsü', exact: true });
      await avatar.click();
      await expect(B.page.getByRole('menuitem', { name: 'Mesajlar, 1 okunmamış' })).toBeVisible();
      await shoot(B.page, 'menu');
      await B.page.getByRole('menuitem', { name: 'Mesajlar, 1 okunmamış' }).click();
      await expect(conversationLink(B.page, a.username)).toHaveAttribute('data-unread', 'true', NET);
      // The unread count sits inside the row: the long preview is cut, the page does not scroll sideways.
      await expect(conversationLink(B.page, a.username)).toContainText('1');
      await expectNoHorizontalOverflow(B.page);
      await shoot(B.page, 'inbox');
    } finally {
      await A.context.close();
      await B.context.close();
    }
  });
});
