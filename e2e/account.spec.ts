import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import {
  ACCOUNT_MSG as MSG,
  accountForm,
  confirmDialog,
  confirmWithPassword,
  countMailsTo,
  DEFAULT_AVATAR_SRC,
  freshUsername,
  headerAvatar,
  openSettingsFromMenu,
  photoPng,
  photoSection,
  rowToggle,
  saveButton,
  settingsRow,
  waitForResetLink,
} from './support/account';
import { saveTopScreenshot } from './support/screenshots';
import { authDialog, expectLoginFails, loginAs } from './support/auth';
import { registerViaApi } from './support/authoring';

/** A demo account's username (seeded by scripts/e2e-server.mjs), so it is taken. */
const TAKEN_USERNAME = 'elifyildirim';

/** Opens a reset link and returns the page's own answer to its link-status call. */
async function openResetLink(page: Page, link: string): Promise<unknown> {
  const statusAnswer = page.waitForResponse((res) => res.url().endsWith(`/api${link}/status`));
  await page.goto(link);
  return (await statusAnswer).json();
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** Opens the profile menu, checks the '@username' label, closes it again. */
async function expectMenuUsername(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Profil menüsü' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(`@${username}`, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

async function logoutViaMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profil menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedToken(page)).toBeNull();
}

/** The four profile rows show these values (closed, read-only). */
async function expectRowValues(
  page: Page,
  v: { newUsername: string; newEmail: string; newFullName: string; newBio: string },
): Promise<void> {
  const expected: [string, string][] = [
    ['Kullanıcı adı', v.newUsername],
    ['E-posta', v.newEmail],
    ['Ad Soyad', v.newFullName],
    ['Hakkında', v.newBio],
  ];
  for (const [label, value] of expected) {
    const row = settingsRow(page, label);
    await expect(row).toContainText(value);
    await expect(row.getByRole('textbox')).toHaveCount(0);
  }
}

/**
 * What the user sees: the status line appears, then goes away by itself with nothing
 * clicked. Its lifetime (3 s) is checked with fake timers in SettingsPage.test.tsx, not here.
 */
async function expectShownThenClearsByItself(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible({ timeout: 15_000 });
  await expect(locator).toBeHidden({ timeout: 10_000 });
}

test.describe('Ayarlar', () => {
  test('edit every field, fail once with a wrong password, rename clash, then change the password', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const user = await registerViaApi(request, 'ayar');
    await loginAs(page, user.email, user.password);
    await openSettingsFromMenu(page);

    const form = accountForm(page);
    // The stored values, read-only.
    await expect(settingsRow(page, 'Kullanıcı adı')).toContainText(user.username);
    await expect(settingsRow(page, 'E-posta')).toContainText(user.email);
    await expect(saveButton(page)).toBeDisabled();
    // No photo yet: nothing to remove, and the upload button says so.
    await expect(photoSection(page).getByRole('button', { name: 'Fotoğrafı Kaldır' })).toHaveCount(0);
    await expect(photoSection(page).getByRole('button', { name: 'Fotoğraf Yükle' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, 'settings', testInfo);
    await saveTopScreenshot(page, 'settings-view');

    // Open each row: Kaydet becomes active with the first open row.
    const newUsername = freshUsername('yeni');
    const newEmail = `${newUsername}@outlook.com`;
    const newFullName = 'Ayşe Çağlar Öztürk';
    const newBio = 'Şiir ve kısa öykü okurum; gece yarısı yazarım. İğne ile kuyu kazar gibi.';

    await rowToggle(page, 'Kullanıcı adı').click();
    await expect(saveButton(page)).toBeEnabled();
    const usernameInput = form.getByLabel('Kullanıcı adı', { exact: true });
    await expect(usernameInput).toHaveValue(user.username);
    await usernameInput.fill(newUsername);

    await rowToggle(page, 'E-posta').click();
    await form.getByLabel('E-posta', { exact: true }).fill(newEmail);
    await rowToggle(page, 'Ad Soyad').click();
    await form.getByLabel('Ad Soyad', { exact: true }).fill(newFullName);
    await rowToggle(page, 'Hakkında').click();
    await form.getByLabel('Hakkında', { exact: true }).fill(newBio);
    await expect(form.getByText(`${newBio.length} / 500`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings-editing', testInfo);
    await saveTopScreenshot(page, 'settings-editing');

    // Kaydet → the current-password modal.
    await saveButton(page).click();
    const dialog = confirmDialog(page);
    await expect(dialog).toBeVisible();
    const current = dialog.getByLabel('Mevcut şifre', { exact: true });
    await expect(current).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'settings-modal', testInfo);
    await saveTopScreenshot(page, 'settings-modal');

    // Empty current password: the client's own message, nothing sent.
    await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MSG.currentPasswordRequired);

    // A wrong one: the modal stays open with the message and the session survives (no 401 logout).
    const tokenBefore = await storedToken(page);
    await current.fill('yanlis-sifre-42');
    await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MSG.wrongCurrentPassword, { timeout: 15_000 });
    await expect(dialog).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(page).toHaveURL(/\/settings$/);
    expect(await storedToken(page)).toBe(tokenBefore);
    await expectNoSeriousA11yViolations(page, 'settings-modal-error', testInfo);
    await saveTopScreenshot(page, 'settings-modal-error');

    // The right one: modal closes, success message, which clears itself after ~3 s.
    await current.fill(user.password);
    await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    const success = form.getByRole('status').getByText(MSG.profileUpdated, { exact: true });
    await expectShownThenClearsByItself(success);

    // All rows closed again, showing the new values; Kaydet is off.
    await expect(saveButton(page)).toBeDisabled();
    await expectRowValues(page, { newUsername, newEmail, newFullName, newBio });
    // The header (profile menu label) follows the new username.
    await expectMenuUsername(page, newUsername);

    // A reload reads them back from the server.
    await page.reload();
    await expect(form).toBeVisible({ timeout: 20_000 });
    await expectRowValues(page, { newUsername, newEmail, newFullName, newBio });
    await expectMenuUsername(page, newUsername);
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(newUsername);

    // A taken username: the message sits on the username field and the modal closes.
    await rowToggle(page, 'Kullanıcı adı').click();
    await form.getByLabel('Kullanıcı adı', { exact: true }).fill(TAKEN_USERNAME);
    await confirmWithPassword(page, user.password);
    await expect(confirmDialog(page)).toBeHidden({ timeout: 15_000 });
    const usernameField = form.getByLabel('Kullanıcı adı', { exact: true });
    await expect(usernameField).toBeVisible();
    await expect(usernameField).toHaveAttribute('aria-invalid', 'true');
    await expect(usernameField).toHaveAccessibleDescription(new RegExp(MSG.usernameTakenField.replace('.', '\\.')));
    await expect(form.getByText(MSG.usernameTakenField, { exact: true })).toBeVisible();
    // Focus is not asserted: SettingsPage means to move it to this field, but it ends on <body>
    // once the modal has closed (reported as an app bug).
    await saveTopScreenshot(page, 'settings-username-taken');
    await rowToggle(page, 'Kullanıcı adı', 'Vazgeç').click();
    await expect(settingsRow(page, 'Kullanıcı adı')).toContainText(newUsername);
    await expect(saveButton(page)).toBeDisabled();

    // New password (new + repeat): a mismatch is caught before the modal.
    const newPassword = `Yeni-${Date.now().toString(36)}-9`;
    await rowToggle(page, 'Şifre').click();
    await form.getByLabel('Yeni şifre', { exact: true }).fill(newPassword);
    await form.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill(`${newPassword}x`);
    await saveButton(page).click();
    await expect(confirmDialog(page)).toBeHidden();
    await expect(form.getByText(MSG.newPasswordsMismatch, { exact: true })).toBeVisible();
    await form.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill(newPassword);
    await confirmWithPassword(page, user.password);
    await expect(confirmDialog(page)).toBeHidden({ timeout: 15_000 });
    // The confirmation names what changed (issue 28), not "Profil başarıyla güncellendi!".
    await expect(form.getByRole('status')).toHaveText(MSG.passwordChanged);

    // Still logged in (this session got a fresh token); log out and try both passwords.
    await page.reload();
    await expect(form).toBeVisible({ timeout: 20_000 });
    await logoutViaMenu(page);
    await expectLoginFails(page, newEmail, user.password);
    await loginAs(page, newEmail, newPassword);
    await expectMenuUsername(page, newUsername);
  });

  test('change the profile photo and remove it', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const user = await registerViaApi(request, 'foto');
    await loginAs(page, user.email, user.password);
    await openSettingsFromMenu(page);

    const section = photoSection(page);
    const avatar = headerAvatar(page);
    await expect(avatar).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    const pagePhoto = section.getByRole('img', { name: `${user.username} profil fotoğrafı` });
    await expect(pagePhoto).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    const remove = section.getByRole('button', { name: 'Fotoğrafı Kaldır' });
    await expect(remove).toHaveCount(0);

    // Upload through the real file chooser of "Fotoğraf Yükle" (no photo yet).
    const png = await photoPng();
    const chooserPromise = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Fotoğraf Yükle' }).click();
    const chooser = await chooserPromise;
    await chooser.setFiles({ name: 'profil.png', mimeType: 'image/png', buffer: png });

    const uploaded = section.getByRole('status').getByText(MSG.photoUpdated, { exact: true });
    await expect(uploaded).toBeVisible({ timeout: 30_000 });
    await expect(avatar).toHaveAttribute('src', /\/uploads\/avatars\/[^/]+$/);
    await expect(pagePhoto).toHaveAttribute('src', /\/uploads\/avatars\/[^/]+$/);
    const src = await avatar.getAttribute('src');
    await expect(remove).toBeEnabled();
    await expect(section.getByRole('button', { name: 'Fotoğrafı Değiştir' })).toBeVisible();
    // The stored file is really served as an image.
    const file = await request.get(src!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^image\//);
    await page.waitForLoadState('networkidle');
    await saveTopScreenshot(page, 'settings-photo');
    // Seen above; it clears by itself. (Not "shown" again here: the steps since may have taken
    // longer than its 3 s on a slow host.)
    await expect(uploaded).toBeHidden({ timeout: 10_000 });

    // It survives a reload.
    await page.reload();
    await expect(headerAvatar(page)).toHaveAttribute('src', src!, { timeout: 20_000 });

    // Remove: back to the default photo, in the header too.
    await photoSection(page).getByRole('button', { name: 'Fotoğrafı Kaldır' }).click();
    const removed = photoSection(page).getByRole('status').getByText(MSG.photoRemoved, { exact: true });
    await expect(removed).toBeVisible({ timeout: 20_000 });
    await expect(headerAvatar(page)).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    await expect(photoSection(page).getByRole('img', { name: `${user.username} profil fotoğrafı` })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR_SRC,
    );
    await expect(photoSection(page).getByRole('button', { name: 'Fotoğrafı Kaldır' })).toHaveCount(0);
    await expect(photoSection(page).getByRole('button', { name: 'Fotoğraf Yükle' })).toBeFocused();
    await expect(removed).toBeHidden({ timeout: 10_000 });
    await page.reload();
    await expect(headerAvatar(page)).toHaveAttribute('src', DEFAULT_AVATAR_SRC, { timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'settings-after-photo', testInfo);
  });
});

test.describe('Şifre sıfırlama', () => {
  test('request a link, follow it from the outbox, set a new password and log in', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const user = await registerViaApi(request, 'sifre');
    const mailsBefore = await countMailsTo(user.email);

    // Login modal → "Şifremi unuttum".
    await page.goto('/login');
    const login = authDialog(page, 'login');
    await expect(login).toBeVisible();
    await login.getByRole('link', { name: 'Şifremi unuttum' }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Şifremi unuttum' })).toBeVisible();
    const email = page.getByLabel('E-posta adresi', { exact: true });
    const send = page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' });
    await expectNoSeriousA11yViolations(page, 'reset-request', testInfo);
    await saveTopScreenshot(page, 'reset-request');

    // msn.com is a signup domain but not a reset domain.
    await email.fill(`${user.username}@msn.com`);
    await send.click();
    await expect(page.getByText(MSG.invalidEmail, { exact: true })).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'reset-request-error', testInfo);

    // The account's address → the success panel.
    await email.fill(user.email);
    await send.click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-postanızı kontrol edin' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status')).toHaveText(MSG.resetEmailSent);
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();
    await expect(send).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'reset-sent', testInfo);
    await saveTopScreenshot(page, 'reset-sent');

    // The link from the outbox.
    const link = await waitForResetLink(user.email, mailsBefore);
    expect(link).toMatch(/^\/reset-password\/[A-Za-z0-9_-]{20,}$/);
    // The page asks whether the link still works when it opens: a fresh one does.
    expect(await openResetLink(page, link)).toEqual({ valid: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni şifre belirle' })).toBeVisible();
    const password = page.getByLabel('Yeni şifre', { exact: true });
    const confirm = page.getByLabel('Yeni şifre (tekrar)', { exact: true });
    const save = page.getByRole('button', { name: 'Şifreyi kaydet' });
    await expectNoSeriousA11yViolations(page, 'reset-new-password', testInfo);
    await saveTopScreenshot(page, 'reset-new-password');

    // Mismatch, then too short.
    await password.fill('abcdef12');
    await confirm.fill('abcdef13');
    await save.click();
    await expect(page.getByText(MSG.newPasswordsMismatch, { exact: true })).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await password.fill('abc');
    await confirm.fill('abc');
    await save.click();
    await expect(page.getByText(MSG.passwordTooShort, { exact: true })).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'reset-new-password-error', testInfo);

    // A valid one: the success panel, then the sign-in page by itself (the 2 s delay is
    // checked with fake timers in PasswordReset.test.tsx).
    const newPassword = `Sifirla-${Date.now().toString(36)}`;
    await password.fill(newPassword);
    await confirm.fill(newPassword);
    await save.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Şifreniz yenilendi' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status')).toHaveText(MSG.resetSuccess);
    await saveTopScreenshot(page, 'reset-done');
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(authDialog(page, 'login')).toBeVisible();

    // The old password no longer works; the new one does.
    await expectLoginFails(page, user.email, user.password);
    await loginAs(page, user.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The same link a second time: the page's status call finds it used and shows the
    // dead-link panel at once, without the form (issue 12, item 11).
    await logoutViaMenu(page);
    expect(await openResetLink(page, link)).toEqual({ valid: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Bağlantı kullanılamıyor' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Şifreyi kaydet' })).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: MSG.resetLinkInvalid })).toHaveText(MSG.resetLinkInvalid);
    await expect(page.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute('href', '/resetpassword');
    await expectNoSeriousA11yViolations(page, 'reset-invalid-link', testInfo);
    await saveTopScreenshot(page, 'reset-invalid-link');
    // …and the password set through the first use still stands.
    await loginAs(page, user.email, newPassword);
  });
});
