import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { loginAs } from './auth';
import { signUpViaApi, type NewUser } from './users';

/**
 * Helpers for the social and live screens: profile, notifications, inbox, community and
 * discover. Texts are copied letter for letter from docs/PRODUCT.md#validation-rules, #error-messages and packages/shared/src/messages.ts.
 */
export const SOCIAL_MSG = {
  markAllRead: 'Tümünü Okundu İşaretle',
  allRead: 'Hepsini okudunuz, harika!',
  noNotifications: 'Henüz bildiriminiz yok.',
  cannotMessageSelf: 'Kendinize mesaj gönderemezsiniz.',
  cannotStartWithSelf: 'Kendi kullanıcı adınızla bir konuşma başlatılamaz.',
  validUsernameRequired: 'Lütfen geçerli bir kullanıcı adı girin.',
  noComments: 'Henüz yorum yok.',
  reportReasonRequired: 'Lütfen bir şikayet nedeni seçin.',
  /** The report's success modal (docs/PRODUCT.md#error-messages "Report success", MSG.reportSuccess). */
  reportSuccess: 'Şikayetiniz başarıyla alındı. Teşekkür ederiz.',
  noBooksYet: 'Bu yazar henüz bir hikaye paylaşmadı.',
  noBooksYetOwn:
    'Henüz bir hikaye paylaşmadınız. İlk hikayenizi yazmaya bugün başlayın; okurlarınız sizi bekliyor.',
} as const;

/** The nine report reasons of docs/PRODUCT.md#validation-rules, in the order the dialog lists them (packages/shared limits.ts). */
export const REPORT_REASONS = [
  'Kendine zarar verme veya intihar',
  'Yasa dışı içerik',
  'Çıplaklık veya cinsel içerik',
  'Nefret söylemi',
  'Şiddet',
  'Taciz',
  'Dolandırıcılık',
  'Fikri mülkiyet ihlali',
  'Diğer',
] as const;

/** Server text of a follow notification (apps/api notify.ts). */
export function followNotificationText(username: string): string {
  return `${username} sizi takip etmeye başladı.`;
}

/** Generous waits: the machine may be loaded; a live event gets 15 s. */
export const NET = { timeout: 20_000 } as const;
export const LIVE = { timeout: 15_000 } as const;

export interface SocialUser extends NewUser {
  id: number;
  token: string;
}

/** Registers a fresh account through the API (201 with user_id) and logs it in through the API. */
export async function registerSocialUser(
  request: APIRequestContext,
  prefix: string,
): Promise<SocialUser> {
  const { id, ...user } = await signUpViaApi(request, prefix);
  const login = await request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { token: string; user_id: number };
  expect(body.user_id).toBe(id);
  return { ...user, id, token: body.token };
}

function auth(token: string) {
  return { Authorization: `Bearer ${token}` };
}

export async function apiGetJson<T>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: auth(token) });
  expect(res.ok(), `GET ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export async function apiPostJson<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown = {},
): Promise<T> {
  const res = await request.post(`/api${path}`, { headers: auth(token), data });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The follower count the server reports for a user (GET /api/profile/{id}). */
export async function serverFollowers(
  request: APIRequestContext,
  token: string,
  userId: number,
): Promise<number> {
  const body = await apiGetJson<{ user: { followers_count: number } }>(
    request,
    token,
    `/profile/${userId}`,
  );
  return body.user.followers_count;
}

/** A user's id by username (GET /api/messages/users/{username}). */
export async function userIdByUsername(
  request: APIRequestContext,
  token: string,
  username: string,
): Promise<number> {
  const body = await apiGetJson<{ user_id: number }>(
    request,
    token,
    `/messages/users/${encodeURIComponent(username)}`,
  );
  return body.user_id;
}

/**
 * A new browser context with the project's settings (base URL, viewport, locale, time zone),
 * logged in through the UI as `user`. The caller closes the context.
 */
export async function loggedInContext(
  browser: Browser,
  testInfo: TestInfo,
  user: NewUser,
): Promise<{ context: BrowserContext; page: Page }> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? { width: 1280, height: 900 },
    locale: use.locale,
    timezoneId: use.timezoneId,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    hasTouch: use.hasTouch,
    isMobile: use.isMobile,
  });
  const page = await context.newPage();
  await loginAs(page, user.email, user.password);
  return { context, page };
}

/** Two fresh users, each signed in in a browser context of their own (A for a, B for b). */
export async function twoSignedInUsers(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  prefixes: [string, string],
) {
  const a = await registerSocialUser(request, prefixes[0]);
  const b = await registerSocialUser(request, prefixes[1]);
  const A = await loggedInContext(browser, testInfo, a);
  const B = await loggedInContext(browser, testInfo, b);
  return { a, b, A, B };
}

/** Marks the window, so a later check can prove that no reload or full navigation happened. */
export async function markWindow(page: Page, marker: string): Promise<void> {
  await page.evaluate((m) => {
    (window as unknown as { __e2eMarker?: string }).__e2eMarker = m;
  }, marker);
}

export async function windowMarker(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker ?? null);
}

// ---------------------------------------------------------------------------------------------
// Header

/** The bell link in the header; its name carries the unread count ('Bildirimler, 2 okunmamış'). */
export function bellLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Bildirimler/ });
}

export function bellBadge(page: Page): Locator {
  return bellLink(page).getByTestId('unread-badge');
}

// ---------------------------------------------------------------------------------------------
// Notifications

export function notificationList(page: Page): Locator {
  return page.getByRole('list', { name: 'Bildirim listesi' });
}

// ---------------------------------------------------------------------------------------------
// Inbox

export function conversationList(page: Page): Locator {
  return page.getByRole('list', { name: 'Konuşmalar' });
}

export function conversationLink(page: Page, username: string): Locator {
  return conversationList(page).getByRole('link').filter({ hasText: username });
}

/** The message bubbles of the open chat (a region named '{name} ile mesajlar'). */
export function messageRegion(page: Page, partnerName: string): Locator {
  return page.getByRole('region', { name: `${partnerName} ile mesajlar` });
}

export function messageComposer(page: Page, partnerName: string): Locator {
  return page.getByLabel(`${partnerName} kişisine mesaj`, { exact: true });
}

// ---------------------------------------------------------------------------------------------
// Community and discover

export function postComposer(page: Page): Locator {
  return page.getByRole('form', { name: 'Yeni gönderi' });
}

/** A post card by its author and (part of) its text. */
export function postCard(page: Page, author: string, text: string): Locator {
  return page
    .getByRole('article', { name: `${author} gönderisi`, exact: true })
    .filter({ hasText: text });
}

export function postLikeButton(card: Locator): Locator {
  return card.getByRole('button', { name: /^Bu gönderiyi beğen, / });
}

export function commentsToggle(card: Locator): Locator {
  return card.getByRole('button', { name: /^Yorumlar \(\d+\)$/ });
}

export function postMenuButton(card: Locator): Locator {
  return card.getByRole('button', { name: 'Gönderi seçenekleri', exact: true });
}
