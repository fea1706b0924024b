import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Helpers for the account screens: settings, password reset and agreements.
 * Texts are copied letter for letter from docs/PRODUCT.md#validation-rules, #error-messages and packages/shared/src/messages.ts.
 */
export const ACCOUNT_MSG = {
  currentPasswordRequired: 'Lütfen mevcut şifrenizi girin.',
  wrongCurrentPassword: 'Girdiğiniz mevcut şifre hatalı! Lütfen tekrar deneyin.',
  usernameTakenField: 'Bu kullanıcı adı zaten mevcut.',
  profileUpdated: 'Profil başarıyla güncellendi!',
  passwordChanged: 'Şifreniz başarıyla değiştirildi!',
  photoUpdated: 'Profil fotoğrafı başarıyla güncellendi!',
  photoRemoved: 'Profil fotoğrafı kaldırıldı!',
  invalidEmail: 'Geçersiz e-posta adresi. Lütfen mail adresinizi kontrol edin.',
  resetEmailSent: 'Bu adrese kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi. Bağlantı 1 saat geçerlidir.',
  resetSuccess: 'Şifreniz başarıyla değiştirildi. Giriş sayfasına yönlendiriliyorsunuz…',
  resetLinkInvalid: 'Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  newPasswordsMismatch: 'Şifreler eşleşmiyor',
  passwordTooShort: 'Şifre en az 6 karakter olmalıdır',
  wrongCredentials: 'E-posta adresi veya şifre hatalı.',
} as const;

export const DEFAULT_AVATAR_SRC = '/default-avatar.svg';

/** The three agreement tabs: URL anchor → tab name (docs/PRODUCT.md#screens) and a sentence from each document. */
export const AGREEMENT_TABS = [
  {
    hash: '#privacy',
    tab: 'Gizlilik Politikası',
    sample: 'hangi bilgilerinizi neden topladığımızı',
  },
  {
    hash: '#data-protection',
    tab: 'KVKK Aydınlatma Metni',
    sample: '6698 sayılı Kişisel Verilerin Korunması Kanunu',
  },
  {
    hash: '#terms',
    tab: 'Kullanım Şartları',
    sample: 'en az 12 yaşında olmanız gerekir',
  },
] as const;

/** A fresh username for renames (ASCII, ≤ 30 chars, unique per call). */
export function freshUsername(prefix = 'yeni'): string {
  const stamp = Date.now().toString(36);
  const random = Math.random().toString(36).slice(2, 6);
  return `${prefix}_${stamp}${random}`.slice(0, 30);
}

/** A large-ish solid PNG (1600×1200) for the profile photo. */
export async function photoPng(background = '#2f7a4a'): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background } }).png().toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Settings page

export function accountForm(page: Page): Locator {
  return page.getByRole('region', { name: 'Hesap bilgileri' });
}

export function photoSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Profil fotoğrafı' });
}

/** One settings row (its h3 label, the toggle and the value or the inputs). */
export function settingsRow(page: Page, label: string): Locator {
  return accountForm(page).getByRole('heading', { level: 3, name: label, exact: true }).locator('xpath=../..');
}

/** The "Düzenle (<row>)" / "Vazgeç (<row>)" toggle of a settings row. */
export function rowToggle(page: Page, row: string, state: 'Düzenle' | 'Vazgeç' = 'Düzenle'): Locator {
  return accountForm(page).getByRole('button', { name: `${state} (${row})`, exact: true });
}

export function saveButton(page: Page): Locator {
  return accountForm(page).getByRole('button', { name: 'Kaydet', exact: true });
}

/** The current-password modal that Kaydet opens. */
export function confirmDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Değişiklikleri onayla' });
}

/** The header's profile-menu avatar (desktop). */
export function headerAvatar(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Profil menüsü' }).locator('img');
}

/** Opens /settings through the desktop profile menu. */
export async function openSettingsFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profil menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Ayarlar' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
  await expect(accountForm(page)).toBeVisible({ timeout: 20_000 });
}

/** Kaydet → modal → current password → Onayla. Does not wait for the outcome. */
export async function confirmWithPassword(page: Page, password: string): Promise<Locator> {
  await saveButton(page).click();
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mevcut şifre', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
  return dialog;
}

// ---------------------------------------------------------------------------------------------
// Mail outbox (scripts/e2e-server.mjs writes DATA_DIR/outbox/*.eml; playwright.config.ts sets E2E_DATA_DIR)

export function outboxDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it for the web server)');
  return path.join(dir, 'outbox');
}

/** Undoes quoted-printable soft line breaks and the escaped '='. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** Text of every base64 body part (nodemailer may choose base64 for non-ASCII text). */
function base64Parts(raw: string): string[] {
  const parts: string[] = [];
  const re = /Content-Transfer-Encoding:\s*base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi;
  for (const m of raw.matchAll(re)) parts.push(Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'));
  return parts;
}

/** The /reset-password/<token> path in a raw .eml, or null. */
export function resetPathFromMail(raw: string): string | null {
  for (const text of [decodeQuotedPrintable(raw), ...base64Parts(raw)]) {
    const match = /\/reset-password\/([A-Za-z0-9_-]{20,})/.exec(text);
    if (match) return `/reset-password/${match[1]}`;
  }
  return null;
}

async function mailsTo(address: string): Promise<{ file: string; raw: string }[]> {
  const dir = outboxDir();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (f) => ({ file: f, raw: await readFile(path.join(dir, f), 'utf8') })));
  const needle = address.toLowerCase();
  return mails.filter((m) => /^To:.*$/im.exec(m.raw)?.[0].toLowerCase().includes(needle));
}

/**
 * Waits for a reset mail to `address` newer than the ones counted before (`seenBefore`) and
 * returns the link's path. File names start with an ISO timestamp, so sorting finds the newest.
 */
export async function waitForResetLink(address: string, seenBefore = 0, timeout = 20_000): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        if (mails.length <= seenBefore) return null;
        found = resetPathFromMail(mails[mails.length - 1]!.raw);
        return found;
      },
      { timeout, intervals: [250, 500, 1000], message: `a reset mail to ${address} in ${outboxDir()}` },
    )
    .not.toBeNull();
  return found!;
}

/** How many mails to `address` are already in the outbox. */
export async function countMailsTo(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}

