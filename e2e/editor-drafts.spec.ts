import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { chapterBody, toast } from './support/authoring';
import { authorWithChapter, openChapter, typeAtEnd } from './support/editor';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

/** Where the app waits on the network (autosave within its 10 s interval, saves) on a loaded machine. */
const NET = { timeout: 25_000 };

test.describe('Taslak iki cihazda ve sürüm geçmişi', () => {
  test('typed on one device, the server draft is restored on another; history restores an earlier text', async ({ page: laptop, browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const { author, storyId } = await authorWithChapter(request, { prefix: 'yazar_d', storyTitle: 'Taslak', chapterTitle: 'İki Cihaz' });

    // Device one: type and wait for the server autosave (no Kaydet).
    await loginAs(laptop, author.email, author.password);
    await openChapter(laptop, storyId, 'İki Cihaz');
    const started = Date.now();
    await typeAtEnd(laptop, ' Dizüstünde yazıldı.');
    await expect(laptop.getByRole('status').filter({ hasText: /^Taslak kaydedildi · \d\d:\d\d$/ })).toBeVisible(NET);
    testInfo.annotations.push({ type: 'autosave-after-ms', description: String(Date.now() - started) });

    // Device two: a new browser context (its own storage), same account.
    const phoneContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
    const phone = await phoneContext.newPage();
    await loginAs(phone, author.email, author.password);
    await openChapter(phone, storyId, 'İki Cihaz');
    await expect(phone.getByText('Başka bir cihazdaki taslak geri yüklendi.')).toBeVisible();
    await expect(chapterBody(phone)).toContainText('Ortak başlangıç. Dizüstünde yazıldı.');

    // Saving it on the phone makes a revision; the first one is the original text.
    await phone.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(phone, 'Bölüm kaydedildi.')).toBeVisible(NET);

    await phone.getByRole('button', { name: 'Geçmiş', exact: true }).click();
    const panel = phone.getByRole('dialog', { name: 'Geçmiş' });
    await expect(panel).toBeVisible(NET);
    const items = panel.getByRole('navigation', { name: 'Sürümler' }).getByRole('button');
    await expect(items).toHaveCount(2, NET);
    await expect(items.first()).toContainText('Son kayıt');
    await items.nth(1).click();
    await expect(panel.getByTestId('revision-diff').locator('del')).toContainText('Dizüstünde');
    await expectNoSeriousA11yViolations(phone, 'history panel', testInfo);
    await saveScreenshot(phone, 'history-panel', { fullPage: false });
    await phone.setViewportSize({ width: 375, height: 812 });
    await expect(panel).toBeVisible();
    // The layout settles after the resize (the editor bar switches to its phone form).
    await expectNoHorizontalOverflow(phone);
    await saveScreenshot(phone, 'history-panel', { fullPage: false });
    await phone.setViewportSize({ width: 1280, height: 900 });

    await panel.getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    await panel.getByRole('button', { name: 'Evet, geri yükle' }).click();
    await expect(toast(phone, 'Sürüm geri yüklendi.')).toBeVisible(NET);
    await expect(chapterBody(phone)).toHaveText('Ortak başlangıç.');

    // The restore is a revision too: it can be undone from the history.
    await phone.getByRole('button', { name: 'Geçmiş', exact: true }).click();
    await expect(phone.getByRole('dialog', { name: 'Geçmiş' }).getByRole('navigation', { name: 'Sürümler' }).getByRole('button')).toHaveCount(3, NET);
    await phoneContext.close();
  });
});
