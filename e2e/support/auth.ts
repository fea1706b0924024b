import { expect, type Locator, type Page } from '@playwright/test';
import type { NewUser } from './users';

/** The login/signup modal; its accessible name is its title ('Giriş Yap' or 'Kayıt Ol'). */
export function authDialog(page: Page, mode: 'login' | 'signup'): Locator {
  return page.getByRole('dialog', { name: mode === 'login' ? 'Giriş Yap' : 'Kayıt Ol' });
}

/** The form-level message area of the modal (always present, role=alert). */
export function formAlert(dialog: Locator): Locator {
  return dialog.getByRole('alert');
}

/** Fills and sends the login modal (/login opens it); returns the modal, which may show a refusal. */
export async function submitLogin(page: Page, email: string, password: string): Promise<Locator> {
  await page.goto('/login');
  const dialog = authDialog(page, 'login');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-posta', { exact: true }).fill(email);
  await dialog.getByLabel('Şifre', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  return dialog;
}

/** The login refusal for a wrong e-mail or password (MSG.wrongCredentials). */
export const WRONG_CREDENTIALS = 'E-posta adresi veya şifre hatalı.';

/** Logs in through /login and expects the wrong-credentials message, staying on /login. */
export async function expectLoginFails(page: Page, email: string, password: string): Promise<void> {
  const dialog = await submitLogin(page, email, password);
  await expect(formAlert(dialog)).toHaveText(WRONG_CREDENTIALS, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/login$/);
}

/** Logs in through the UI (/login opens the modal) and waits for the dashboard. */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  const dialog = await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dialog).toBeHidden();
}

export interface SignupFields {
  email: string;
  username: string;
  password: string;
  passwordConfirm: string;
  day: string;
  month: string;
  year: string;
  acceptTerms: boolean;
}

/** Valid signup values for a user, ready to be overridden one field at a time. */
export function signupFieldsFor(user: NewUser): SignupFields {
  return {
    email: user.email,
    username: user.username,
    password: user.password,
    passwordConfirm: user.password,
    day: user.birth.day,
    month: user.birth.month,
    year: user.birth.year,
    acceptTerms: true,
  };
}

/** Fills every field of the open signup modal (selects by option value). */
export async function fillSignupForm(dialog: Locator, fields: SignupFields): Promise<void> {
  await dialog.getByLabel('E-posta', { exact: true }).fill(fields.email);
  await dialog.getByLabel('Kullanıcı adı', { exact: true }).fill(fields.username);
  await dialog.getByLabel('Şifre', { exact: true }).fill(fields.password);
  await dialog.getByLabel('Şifre (tekrar)', { exact: true }).fill(fields.passwordConfirm);
  await dialog.getByLabel('Gün', { exact: true }).selectOption(fields.day);
  await dialog.getByLabel('Ay', { exact: true }).selectOption(fields.month);
  await dialog.getByLabel('Yıl', { exact: true }).selectOption(fields.year);
  await dialog.getByRole('checkbox', { name: /kabul ediyorum/ }).setChecked(fields.acceptTerms);
}

export function signupSubmit(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: 'Kayıt Ol', exact: true });
}
