import { expect, type APIRequestContext } from '@playwright/test';

/** Test data for new accounts: unique per call, valid for the signup rules (docs/PRODUCT.md#validation-rules). */
export interface NewUser {
  email: string;
  username: string;
  password: string;
  /** A birth date comfortably over the minimum age of 12. */
  birth: { day: string; month: string; year: string };
}

let counter = 0;

/** A fresh user: ASCII username (3–30 chars), a gmail.com address, a 12-character password. */
export function uniqueUser(prefix = 'e2e'): NewUser {
  counter += 1;
  const stamp = Date.now().toString(36);
  const random = Math.random().toString(36).slice(2, 6);
  const username = `${prefix}_${stamp}${random}${counter}`.slice(0, 30);
  return {
    email: `${username}@gmail.com`,
    username,
    password: `Sifre-${random}-123`,
    birth: { day: '15', month: '4', year: '1995' },
  };
}

/** A short unique mark for texts a test must find again (a post, a story title). */
export function stamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** Demo content seeded by scripts/e2e-server.mjs (every demo account shares this password). */
export const DEMO_PASSWORD = 'okuryazar123';
/** The demo reader with a library and reading progress. */
export const DEMO_READER_EMAIL = 'okur@gmail.com';
/** A demo author, used where a failed login must not touch the reader's lockout counter. */
export const DEMO_AUTHOR_EMAIL = 'elifyildirim@gmail.com';

let addressCounter = 0;
/** A distinct private address per call (10.77.x.y), unique within one worker. */
function nextTestAddress(): string {
  addressCounter += 1;
  return `10.77.${(process.pid + addressCounter) % 250}.${addressCounter % 250}`;
}

/**
 * Signs a new account up through the API (POST /api/auth/register → 201) and returns it with
 * its id. Every sign-up of the suite goes through here: each comes from its own address (the
 * e2e server trusts X-Forwarded-For, docs/PRODUCT.md#operator-and-tool-contracts), so the suite never meets the per-address
 * sign-up limit meant for real clients (30 per 15 minutes), however fast it runs.
 */
export async function signUpViaApi(request: APIRequestContext, prefix: string, birthDate?: string): Promise<NewUser & { id: number }> {
  const user = uniqueUser(prefix);
  const { year, month, day } = user.birth;
  const res = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': nextTestAddress() },
    data: {
      email: user.email,
      username: user.username,
      password: user.password,
      birthDate: birthDate ?? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user_id: id } = (await res.json()) as { user_id: number };
  return { ...user, id };
}

/** Logs in through the API (200) and returns the bearer token. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
