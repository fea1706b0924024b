import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { formAlert, loginAs, submitLogin } from './support/auth';
import { createChapterViaApi, createStoryViaApi } from './support/authoring';
import { findQueueItem, MODERATOR_EMAIL } from './support/moderation';
import { birthDateYearsAgo, READING_MSG, registerReader } from './support/reading';
import { saveScreenshot } from './support/screenshots';
import {
  apiPostJson,
  LIVE,
  loggedInContext,
  messageComposer,
  NET,
  notificationList,
  registerSocialUser,
  SOCIAL_MSG,
} from './support/social';
import { DEMO_PASSWORD, stamp } from './support/users';
import { expectNoHorizontalOverflow } from './support/layout';

/**
 * docs/PRODUCT.md#trust-and-safety end to end, as the people involved see it: a 13-year-old cannot be messaged by
 * a stranger, reports a threatening comment, which the moderator removes for everyone (its
 * author told, the child told the report was reviewed); a reader reports a chapter; the moderator removes it from the queue with a
 * note; its author is told and finds it read-only, marked "Kaldırıldı" with the note; the
 * reporter is told it was reviewed; the moderator suspends the author, whose open session
 * ends at once, whose login is refused with the end date, and whose profile is gone.
 * Texts are copied letter for letter from packages/shared (SAFETY_MSG, MODERATION_MSG, MSG).
 */
const SAFETY_TEXT = {
  minorProtected: 'Bu okur 18 yaşından küçük; yalnızca takip ettiği kişiler ona mesaj gönderebilir.',
  removedReadOnly: 'Bu içerik moderatörlerimiz tarafından kaldırıldı; düzenlenemez ve yeniden yayımlanamaz.',
  removedNotice: (note: string) => `Bölümünüz topluluk kurallarına aykırı bulunduğu için kaldırıldı. Moderatör notu: ${note}`,
  reviewed: 'Yaptığınız şikayet moderatörlerimiz tarafından incelendi. Teşekkür ederiz.',
  suspendedLogin: (until: string) => `Hesabınız ${until} tarihine kadar askıya alınmıştır. Bu tarihten sonra yeniden giriş yapabilirsiniz.`,
  profileNotFound: 'Kullanıcı bulunamadı.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How the server names a suspension's end ("22 Haziran 2026", Istanbul time). */
const endDate = (at: number) =>
  new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' }).format(new Date(at));

/** The author's read-only view of a removed chapter or story: the banner with the moderator's note. */
function removedBanner(page: Page) {
  return page.getByRole('note', { name: 'Kaldırıldı' });
}

/**
 * The moderator finds the queue item holding `text` (its heading and due timer checked), removes it
 * with `note`, and it leaves the queue.
 */
async function removeFromQueue(page: Page, text: string, heading: string, note: string) {
  const item = await findQueueItem(page, text);
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(heading);
  await expect(item.getByTestId('due')).toHaveText(/^Kalan süre: 2[34] saat/);
  await item.getByRole('button', { name: 'Kaldır' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'İçeriği kaldır' });
  await removeDialog.getByLabel('Gerekçe (zorunlu)').fill(note);
  await removeDialog.getByRole('button', { name: 'Kaldır' }).click();
  await expect(removeDialog).toBeHidden(NET);
  await expect(page.getByTestId('moderation-item').filter({ hasText: text })).toHaveCount(0);
}

test.describe('Güven ve güvenlik yolculuğu (docs/PRODUCT.md#trust-and-safety)', () => {
  test('minor protected, chapter reported, removed with a note, author told and suspended', async ({ page, browser, request }, testInfo) => {
    test.setTimeout(300_000);
    const author = await registerSocialUser(request, 'sj_yazar');
    const reader = await registerSocialUser(request, 'sj_okur');
    const minor = await registerReader(request, 'sj_genc', birthDateYearsAgo(13));
    const mark = stamp();
    const chapterTitle = `Karanlık Vagon ${mark}`;
    const bookId = await createStoryViaApi(request, author.token, { title: `Gece Treni ${mark}` });
    const chapterId = await createChapterViaApi(request, author.token, {
      bookId,
      title: chapterTitle,
      content: '<p>Tren karanlığa girdiğinde vagondaki herkes sustu.</p>',
      published: true,
    });
    const note = 'Ayrıntılı şiddet sahneleri topluluk kurallarına aykırı.';
    const commentText = `Bunu okuyan herkes korksun, sıradaki sensin ${mark}`;
    const comment = await apiPostJson<{ comment_id: number }>(request, author.token, `/bookReader/books/${bookId}/chapters/${chapterId}/comments`, {
      content: commentText,
      parentCommentId: null,
    });
    const commentNote = 'Okurlara yönelik tehdit.';

    // The author works with the site open all along: this session is the one the suspension ends.
    const authorSide = await loggedInContext(browser, testInfo, author);
    const authorPage = authorSide.page;
    await authorPage.goto('/notifications');
    await expect(authorPage.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();

    const readerSide = await loggedInContext(browser, testInfo, reader);
    const readerPage = readerSide.page;

    // 1. An adult stranger cannot message a 13-year-old: the composer says why and keeps the text.
    await readerPage.goto(`/inbox?recipient_username=${minor.username}`);
    const composer = messageComposer(readerPage, minor.username);
    await expect(composer).toBeVisible(NET);
    await composer.fill('Merhaba, hikayelerini okumak ister misin?');
    await readerPage.getByRole('button', { name: 'Gönder', exact: true }).click();
    await expect(readerPage.getByRole('alert').filter({ hasText: SAFETY_TEXT.minorProtected })).toBeVisible(NET);
    await expect(composer).toHaveValue('Merhaba, hikayelerini okumak ister misin?');
    await saveScreenshot(readerPage, 'safety-minor-refused');

    // The 13-year-old meets a threatening comment under the chapter and reports it.
    const minorSide = await loggedInContext(browser, testInfo, minor);
    const minorPage = minorSide.page;
    await minorPage.goto(`/read/${bookId}/${chapterId}`);
    await expect(minorPage.getByRole('heading', { level: 1, name: chapterTitle })).toBeVisible(NET);
    const threat = minorPage.getByRole('listitem').filter({ hasText: commentText });
    await threat.scrollIntoViewIfNeeded();
    await threat.getByRole('button', { name: 'Yorum seçenekleri' }).first().click();
    await minorPage.getByRole('menu', { name: 'Yorum seçenekleri' }).getByRole('menuitem', { name: 'Şikayet et' }).click();
    const commentReport = minorPage.getByRole('dialog', { name: 'Yorumu şikayet et' });
    await commentReport.getByRole('radio', { name: 'Taciz', exact: true }).check();
    await commentReport.getByRole('button', { name: 'Gönder', exact: true }).click();
    const commentReceived = minorPage.getByRole('dialog', { name: 'Şikayetiniz alındı' });
    await expect(commentReceived.getByText(SOCIAL_MSG.reportSuccess)).toBeVisible(NET);
    await commentReceived.getByRole('button', { name: 'Tamam', exact: true }).click();

    // 2. The reader reports the chapter from its end: "Şikayet et" → reason → the success modal.
    await readerPage.goto(`/read/${bookId}/${chapterId}`);
    await expect(readerPage.getByRole('heading', { level: 1, name: chapterTitle })).toBeVisible(NET);
    await readerPage.getByRole('button', { name: 'Şikayet et', exact: true }).click();
    const report = readerPage.getByRole('dialog', { name: 'Bölümü şikayet et' });
    await report.getByRole('radio', { name: 'Şiddet', exact: true }).check();
    await report.getByLabel(/^Açıklama/).fill('Çocukların da okuduğu bir kategoride ağır şiddet var.');
    await report.getByRole('button', { name: 'Gönder', exact: true }).click();
    const received = readerPage.getByRole('dialog', { name: 'Şikayetiniz alındı' });
    await expect(received.getByText(SOCIAL_MSG.reportSuccess)).toBeVisible(NET);
    await received.getByRole('button', { name: 'Tamam', exact: true }).click();
    await expect(received).toBeHidden();

    // 3. The moderator finds both in the queue with their due timers and removes them with a note.
    await loginAs(page, MODERATOR_EMAIL, DEMO_PASSWORD);
    await page.goto('/moderasyon');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderasyon' })).toBeVisible();
    await removeFromQueue(page, commentText, `Yorum #${comment.comment_id}`, commentNote);

    // The comment is gone for everyone; the author is told at once, the 13-year-old that the report was reviewed.
    await minorPage.reload();
    await expect(minorPage.getByRole('heading', { level: 1, name: chapterTitle })).toBeVisible(NET);
    await expect(minorPage.getByText(commentText)).toHaveCount(0);
    await expect(
      notificationList(authorPage).getByRole('link').filter({ hasText: `Yorumunuz topluluk kurallarına aykırı bulunduğu için kaldırıldı. Moderatör notu: ${commentNote}` }),
    ).toBeVisible(LIVE);
    await minorPage.goto('/notifications');
    await expect(notificationList(minorPage).getByText(SAFETY_TEXT.reviewed, { exact: true })).toBeVisible(NET);
    await expect(notificationList(minorPage)).not.toContainText(commentNote);
    await minorSide.context.close();

    await removeFromQueue(page, chapterTitle, `Bölüm #${chapterId}`, note);

    // The chapter is gone for readers.
    await readerPage.reload();
    await expect(readerPage.getByText(READING_MSG.chapterNotFound).first()).toBeVisible(NET);

    // 4. The author is told at once; the notice opens the story's contents, the chapter marked with the note.
    const notice = notificationList(authorPage).getByRole('link').filter({ hasText: SAFETY_TEXT.removedNotice(note) });
    await expect(notice).toBeVisible(LIVE);
    await notice.click();
    await expect(authorPage).toHaveURL(new RegExp(`/story-details/${bookId}#icindekiler$`));
    const contents = authorPage.getByRole('tabpanel', { name: /İçindekiler/ });
    const row = contents.getByTestId('chapter-row').filter({ hasText: chapterTitle });
    await expect(row.getByTestId('removed-badge')).toHaveText('Kaldırıldı');
    await expect(row.getByRole('note', { name: 'Kaldırıldı' })).toContainText(note);
    await expect(row.getByRole('button', { name: /^Düzenle/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(authorPage, 'removed-story-details', testInfo);
    await saveScreenshot(authorPage, 'safety-removed-contents');

    // The chapter itself opens read-only: the text, the banner and the note, no editor.
    await row.getByRole('button', { name: new RegExp(`^Görüntüle\\s*: ${chapterTitle}$`) }).click();
    await expect(authorPage.getByRole('heading', { level: 1, name: chapterTitle })).toBeVisible(NET);
    await expect(removedBanner(authorPage)).toContainText(SAFETY_TEXT.removedReadOnly);
    await expect(removedBanner(authorPage)).toContainText(`Moderatör notu: ${note}`);
    await expect(authorPage.getByRole('article', { name: `${chapterTitle} (salt okunur)` })).toContainText('Tren karanlığa girdiğinde');
    await expect(authorPage.getByRole('textbox', { name: 'Bölüm metni' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(authorPage, 'removed-chapter', testInfo);
    await saveScreenshot(authorPage, 'safety-removed-chapter');
    await authorPage.setViewportSize({ width: 375, height: 812 });
    await expect(removedBanner(authorPage)).toBeVisible();
    await expectNoHorizontalOverflow(authorPage);
    await saveScreenshot(authorPage, 'safety-removed-chapter');
    await authorPage.goBack();
    await expect(authorPage.getByRole('heading', { level: 2, name: 'İçindekiler' })).toBeVisible(NET);
    await expect(authorPage.getByTestId('chapter-row').filter({ hasText: chapterTitle }).getByRole('note')).toBeVisible();
    await expectNoHorizontalOverflow(authorPage);
    await saveScreenshot(authorPage, 'safety-removed-contents');

    // 5. The reporter is told only that the report was reviewed.
    await readerPage.goto('/notifications');
    await expect(notificationList(readerPage).getByText(SAFETY_TEXT.reviewed, { exact: true })).toBeVisible(NET);
    await expect(notificationList(readerPage)).not.toContainText(note);

    // 6. A report of the author's profile; the moderator suspends the author for 7 days.
    await apiPostJson(request, reader.token, '/reports', { targetType: 'user', targetId: author.id, reason: 'harassment', description: 'Tekrar eden ihlaller.' });
    await page.reload();
    const profileItem = await findQueueItem(page, `Kullanıcı profili #${author.id}`);
    await profileItem.getByRole('button', { name: 'Yazarı askıya al' }).click();
    const suspendDialog = page.getByRole('dialog', { name: 'Yazarı askıya al' });
    await suspendDialog.getByLabel('Gerekçe (zorunlu)').fill('Tekrarlanan kural ihlalleri.');
    await suspendDialog.getByLabel('Süre (gün)').fill('7');
    const ends = [endDate(Date.now() + 7 * DAY_MS)];
    await suspendDialog.getByRole('button', { name: 'Askıya al' }).click();
    await expect(suspendDialog).toBeHidden(NET);
    ends.push(endDate(Date.now() + 7 * DAY_MS));

    // 7. The author's open session ends at once: the tab lands on the login page.
    await expect(authorPage).toHaveURL(/\/login$/, LIVE);
    const login = await submitLogin(authorPage, author.email, author.password);
    const refusal = formAlert(login);
    await expect(refusal).toHaveText(new RegExp(`^(${[...new Set(ends)].map((d) => SAFETY_TEXT.suspendedLogin(d)).join('|')})$`), NET);
    await expect(authorPage).toHaveURL(/\/login$/);
    await saveScreenshot(authorPage, 'safety-suspended-login');
    await authorPage.setViewportSize({ width: 1280, height: 900 });
    await expect(refusal).toBeVisible();
    await saveScreenshot(authorPage, 'safety-suspended-login');

    // 8. Their profile is not found for anyone else.
    await readerPage.goto(`/profile/${author.id}`);
    await expect(readerPage.getByText(SAFETY_TEXT.profileNotFound, { exact: true })).toBeVisible(NET);
    await expect(readerPage.getByRole('link', { name: 'Mesaj Gönder' })).toHaveCount(0);

    await authorSide.context.close();
    await readerSide.context.close();
  });
});
