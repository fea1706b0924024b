import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { saveScreenshot } from './support/screenshots';
import {
  apiGetJson,
  commentsToggle,
  NET,
  postCard,
  postComposer,
  postLikeButton,
  postMenuButton,
  registerSocialUser,
  twoSignedInUsers,
  REPORT_REASONS,
  serverFollowers,
  SOCIAL_MSG,
  userIdByUsername,
} from './support/social';
import { stamp } from './support/users';

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
  test('community: B posts, A likes and comments, B reports A’s post; delete only on one’s own', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const { a, b, A, B } = await twoSignedInUsers(browser, request, testInfo, [
      'topluluk_a',
      'topluluk_b',
    ]);
    try {
      // B on B's own community page: the composer is there; blank text is not sent.
      const sentByB = recordPosts(B.page, /\/api\/community\/posts$/);
      await B.page.goto(`/community/${b.id}`);
      await expect(B.page.getByRole('heading', { level: 1, name: b.username })).toBeVisible(NET);
      const composer = postComposer(B.page);
      await expect(composer).toBeVisible();
      await expect(
        B.page.getByText('Henüz bir gönderi paylaşmadınız.', { exact: false }),
      ).toBeVisible(NET);
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
      const comments = bPostOnA.getByRole('region', {
        name: `${b.username} gönderisinin yorumları`,
      });
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
      await expect(postLikeButton(bPostOnB)).toHaveAccessibleName(
        'Bu gönderiyi beğen, 1 beğeni',
        NET,
      );
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
      await report
        .getByLabel(/^Açıklama/)
        .fill('Gönderide şüpheli bir bağlantı paylaşılıyor gibi görünüyor.');
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

  test('discover: the feed and the sidebar with suggested authors and trending books', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const u = await registerSocialUser(request, 'kesif');
    await loginAs(page, u.email, u.password);
    await page.getByRole('banner').getByRole('link', { name: 'Keşfet' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Okurlar neler paylaşıyor?' }),
    ).toBeVisible();

    // Feed: the seeded community posts.
    const feed = page.getByRole('list', { name: 'Keşfet akışı' });
    await expect(feed.getByTestId('post-card').first()).toBeVisible(NET);

    // Sidebar: suggested authors with the server's follower counts and follow buttons.
    const server = await apiGetJson<{
      authors: {
        user_id: number;
        username: string;
        full_name: string;
        followers_count: number;
        is_following: boolean;
      }[];
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
    await expect(item.getByTestId('author-followers')).toHaveText(
      `${fmt.format(target.followers_count)} takipçi`,
    );
    await expect(item.getByRole('link')).toHaveAttribute('href', `/profile/${target.user_id}`);
    for (const author of server.authors) {
      await expect(
        authors
          .filter({ hasText: author.full_name.trim() || author.username })
          .getByRole('button', { name: /^Takip Et/ }),
      ).toHaveCount(1);
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
    await sidebar
      .getByRole('region', { name: 'Öne Çıkan Kitaplar' })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/book/${server.books[0]!.book_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: server.books[0]!.title })).toBeVisible(
      NET,
    );
  });

  test('profile: own profile and a demo author’s profile with the possessive and the book grid', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const u = await registerSocialUser(request, 'profil');
    await loginAs(page, u.email, u.password);

    // Own profile through the profile menu.
    await page.getByRole('button', { name: 'Profil menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Profilim' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${u.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: u.username })).toBeVisible(NET);
    await expect(page.getByText(`@${u.username}`, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Hikayelerim', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ayarları Düzenle' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(page.getByRole('link', { name: 'Topluluk Sayfam' })).toHaveAttribute(
      'href',
      `/community/${u.id}`,
    );
    await expect(page.getByRole('button', { name: /^Takip Et/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Mesaj Gönder' })).toHaveCount(0);
    // One's own empty shelf speaks to the owner and invites them to write (issue 28).
    await expect(page.getByText(SOCIAL_MSG.noBooksYetOwn, { exact: true })).toBeVisible();
    await expect(page.getByText(SOCIAL_MSG.noBooksYet, { exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Yeni Hikaye Oluştur' }),
    ).toHaveAttribute('href', '/new-story');
    await expect(page.getByText(/^Katılım: \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile-own', testInfo);
    await saveScreenshot(page, 'social-profile-own');

    // 'Ayarları Düzenle' opens the settings.
    await page.getByRole('link', { name: 'Ayarları Düzenle' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    // A demo author: "elifyildirim'in Hikayeleri" and the book grid from the server.
    const authorId = await userIdByUsername(request, u.token, DEMO_AUTHOR.username);
    const server = await apiGetJson<{
      books: { book_id: number; title: string }[];
      user: { followers_count: number };
    }>(request, u.token, `/profile/${authorId}`);
    expect(server.books.length).toBeGreaterThan(0);
    await page.goto(`/profile/${authorId}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_AUTHOR.fullName })).toBeVisible(
      NET,
    );
    await expect(page.getByText(`@${DEMO_AUTHOR.username}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText("elifyildirim'in Hikayeleri");
    const grid = page.getByRole('region', { name: "elifyildirim'in Hikayeleri" }).getByRole('list');
    await expect(grid.getByRole('listitem')).toHaveCount(server.books.length);
    for (const book of server.books) {
      await expect(
        grid.getByRole('heading', { level: 3, name: book.title, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByTestId('books-count')).toHaveText(String(server.books.length));
    await expect(page.getByRole('button', { name: /^Takip Et/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ayarları Düzenle' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, 'profile-author', testInfo);
    await saveScreenshot(page, 'social-profile-author');
  });
});
