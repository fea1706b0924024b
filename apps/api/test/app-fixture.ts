import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createTestApp, nextIp, registerAndLogin, type RegisteredUser, type TestApp, type TestAppOptions } from './helpers';

/** What a person is registered with (see `registerAndLogin`); `{}` for the defaults. */
export type PersonOverrides = Parameters<typeof registerAndLogin>[1];

export interface TestAppFixtureOptions {
  /** Environment of the app (as `createTestApp`'s first argument). */
  env?: Record<string, string>;
  /** Build options of the app (as `createTestApp`'s second argument). */
  build?: TestAppOptions;
}

/**
 * One test app and the named people, registered and signed in, for a whole test file:
 *
 *   const { t, author, reader } = useTestApp({ author: {}, reader: { birthDate: '2011-03-01' } });
 *
 * It registers the file's `beforeAll` (the app, then each person in the order named) and
 * `afterAll` (the app closed). The objects it returns are filled in by that `beforeAll`, so a
 * file takes them apart at its top and uses them in its tests and later hooks. A file's own
 * `beforeAll` runs after this one, and its own `afterAll` before the app closes.
 */
export function useTestApp<K extends string = never>(
  people: Record<K, PersonOverrides> = {} as Record<K, PersonOverrides>,
  options: TestAppFixtureOptions = {},
): { t: TestApp } & Record<K, RegisteredUser> {
  const t = {} as TestApp;
  const named = Object.fromEntries(Object.keys(people).map((name) => [name, {} as RegisteredUser])) as Record<K, RegisteredUser>;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options.env, options.build));
    for (const name of Object.keys(people) as K[]) {
      Object.assign(named[name], await registerAndLogin(t.app, people[name]));
    }
  });
  afterAll(async () => {
    await t.close?.(); // absent when the app could not be made
  });
  return { t, ...named };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ApiCallOptions {
  /** How far the test clock moves before each call, so per-minute write limits do not meet (1 s unless told). */
  step?: number;
  /** Each call from a new client address, so per-address limits do not meet either. */
  newAddress?: boolean;
}

/**
 * Calls as a person (or nobody), each after a step on the test clock: `call` returns the
 * response, `ok` checks its status (200 unless told) and returns its body. For a `t` from
 * `useTestApp`, which stays the same object for the whole file.
 */
export function apiCalls(t: TestApp, { step = 1000, newAddress = false }: ApiCallOptions = {}) {
  const call = (method: Method, url: string, user?: RegisteredUser | null, payload?: object) => {
    t.clock.advance(step);
    const headers = { ...(user ? bearer(user.token) : {}), ...(newAddress ? { 'x-forwarded-for': nextIp() } : {}) };
    return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };
  const ok = async <T = Record<string, unknown>>(method: Method, url: string, user: RegisteredUser, payload?: object, status = 200) => {
    const res = await call(method, url, user, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json() as T;
  };
  return { call, ok };
}
