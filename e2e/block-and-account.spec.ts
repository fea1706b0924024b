import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectLoginFails, loginAs } from './support/auth';
import { saveScreenshot } from './support/screenshots';
import { loggedInContext, messageComposer, NET, registerSocialUser } from './support/social';
import { expectNoHorizontalOverflow } from './support/layout';

/**
 * docs/PRODUCT.md#trust-and-safety from the user's side: blocking someone from their profile (and what the blocked
 * person then meets), undoing it in settings, and the settings danger zone (the KVKK export
 * and the account deletion). Texts are copied letter for letter from packages/shared (SAFETY_MSG).
 */
const TEXT = {
  profileNotFound: 'Kullanıcı bulunamadı.',
  noSuchUser: 'Lütfen geçerli bir kullanıcı adı girin.',
  noBlocks: 'Kimseyi engellemediniz.',
  wrongPassword: 'Girdiğiniz şifre hatalı',
} as const;

/**
 * Takes the screenshot at 1280 px and again at 375 px (checking nothing overflows), then
 * returns to 1280. A dialog is shot as the screen shows it, the rest as the whole page.
 */
async function screenshotBothWidths(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  await saveScreenshot(page, name, { fullPage });
  await page.setViewportSize({ width: 375, height: 812 });
  // The header switches to its phone layout on the media query's change event, a render later.
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, name, { fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

function relationsList(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

test.describe('Engelleme ve hesap hakları (docs/PRODUCT.md#trust-and-safety)', () => {
  test('a reader blocks someone from their profile; the blocked one cannot message or see them; settings undo it', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const blocker = await registerSocialUser(request, 'eng_eden');
    const other = await registerSocialUser(request, 'eng_edilen');

    await loginAs(page, blocker.email, blocker.password);
    await page.goto(`/profile/${other.id}`);
    await expect(page.getByRole('heading', { level: 1, name: other.username })).toBeVisible(NET);
    await page.getByRole('button', { name: 'Diğer işlemler' }).click();
    await page.getByRole('menuitem', { name: 'Engelle' }).click();
    const confirm = page.getByRole('dialog', { name: `${other.username} engellensin mi?` });
    await expect(confirm).toContainText('Size mesaj gönderemez');
    await expectNoSeriousA11yViolations(page, 'block-confirm', testInfo);
    await screenshotBothWidths(page, 'block-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Engelle', exact: true }).click();
    await expect(confirm).toBeHidden(NET);

    // The blocked person: the blocker is not found anywhere they look, their profile or the
    // inbox (issue 27: a block hides both ways, name and photo included), so there is no one to
    // write to.
    const otherSide = await loggedInContext(browser, testInfo, other);
    await otherSide.page.goto(`/profile/${blocker.id}`);
    await expect(otherSide.page.getByText(TEXT.profileNotFound, { exact: true })).toBeVisible(NET);
    await otherSide.page.goto(`/inbox?recipient_username=${blocker.username}`);
    await expect(otherSide.page.getByText(TEXT.noSuchUser, { exact: true })).toBeVisible(NET);
    await expect(messageComposer(otherSide.page, blocker.username)).toHaveCount(0);
    await screenshotBothWidths(otherSide.page, 'block-message-refused');

    // Settings list the block; "Engeli kaldır" undoes it, and the profile opens again for them.
    await page.goto('/settings');
    const blocks = relationsList(page, 'Engellenen kişiler');
    await expect(blocks.getByRole('link', { name: new RegExp(other.username) })).toBeVisible(NET);
    await blocks.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'settings-blocks', testInfo);
    await screenshotBothWidths(page, 'settings-blocks');
    await blocks.getByRole('button', { name: 'Engeli kaldır' }).click();
    await expect(blocks.getByText(TEXT.noBlocks, { exact: true })).toBeVisible(NET);
    await otherSide.page.goto(`/profile/${blocker.id}`);
    await expect(otherSide.page.getByRole('heading', { level: 1, name: blocker.username })).toBeVisible(NET);
    await otherSide.context.close();
  });

  test('the profile of someone blocked says "Engellendi" and lifts the block there, bringing back follow and message (issue 28 item 7)', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const blocker = await registerSocialUser(request, 'eng_profil');
    const other = await registerSocialUser(request, 'eng_profilde');
    await loginAs(page, blocker.email, blocker.password);
    await page.goto(`/profile/${other.id}`);
    const follow = page.getByRole('button', { name: 'Takip Et' });
    await expect(follow).toBeVisible(NET);
    await page.getByRole('button', { name: 'Diğer işlemler' }).click();
    await page.getByRole('menuitem', { name: 'Engelle' }).click();
    const confirm = page.getByRole('dialog', { name: `${other.username} engellensin mi?` });
    await confirm.getByRole('button', { name: 'Engelle', exact: true }).click();
    await expect(confirm).toBeHidden(NET);

    // Without leaving the page: the blocked state replaces follow and message.
    await expect(page.getByText('Engellendi', { exact: true })).toBeVisible(NET);
    const unblock = page.getByRole('button', { name: 'Engeli kaldır' });
    await expect(unblock).toBeVisible();
    await expect(follow).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Mesaj Gönder' })).toHaveCount(0);
    // It stays so on a fresh load.
    await page.reload();
    await expect(unblock).toBeVisible(NET);
    await expectNoSeriousA11yViolations(page, 'profile-blocked', testInfo);
    await screenshotBothWidths(page, 'profile-blocked');

    await unblock.click();
    await expect(follow).toBeVisible(NET);
    await expect(page.getByRole('link', { name: 'Mesaj Gönder' })).toBeVisible();
    await expect(page.getByText('Engellendi', { exact: true })).toHaveCount(0);
    // Lifted for good: the settings list is empty.
    await page.goto('/settings');
    await expect(relationsList(page, 'Engellenen kişiler').getByText(TEXT.noBlocks, { exact: true })).toBeVisible(NET);
  });

  test('the danger zone: "Verilerimi indir" saves the account as JSON; "Hesabımı sil" asks for the password and ends the account', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const user = await registerSocialUser(request, 'kvkk');
    await loginAs(page, user.email, user.password);
    await page.goto('/settings');
    const danger = page.getByRole('region', { name: 'Tehlikeli bölge' });
    await danger.scrollIntoViewIfNeeded();
    await expect(danger.getByRole('button', { name: 'Verilerimi indir' })).toBeVisible(NET);
    await screenshotBothWidths(page, 'settings-danger-zone');
    await danger.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'settings-danger-zone-screen', { fullPage: false });

    const download = page.waitForEvent('download');
    await danger.getByRole('button', { name: 'Verilerimi indir' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as { profile: { username: string; email: string } };
    expect(exported.profile).toMatchObject({ username: user.username, email: user.email });

    await danger.getByRole('button', { name: 'Hesabımı sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesabınızı silmek üzeresiniz' });
    await expect(dialog.getByLabel('Şifreniz')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'delete-account-dialog', testInfo);
    await screenshotBothWidths(page, 'delete-account-dialog', { fullPage: false });

    // A wrong password keeps the dialog open with the server's message, and the session.
    await dialog.getByLabel('Şifreniz').fill('yanlis-sifre-42');
    await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
    await expect(dialog.getByText(TEXT.wrongPassword, { exact: true })).toBeVisible(NET);
    await expect(dialog.getByLabel('Şifreniz')).toHaveValue('');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);

    await dialog.getByLabel('Şifreniz').fill(user.password);
    await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
    await expect(page).toHaveURL(/\/$/, NET);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectLoginFails(page, user.email, user.password);
  });
});
