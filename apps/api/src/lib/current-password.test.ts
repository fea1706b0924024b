import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { describe, expect, it, vi } from 'vitest';
import { bookRow, createStory } from '../../test/authoring';
import { bearer, registerAndLogin, type RegisteredUser } from '../../test/helpers';
import { useTestApp } from '../../test/app-fixture';
import { CURRENT_PASSWORD_LIMIT } from './current-password';
import { verifyPassword } from './passwords';

// Counts real password checks: a throttled call must be refused before argon2 runs.
vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const checks = vi.mocked(verifyPassword);

const { t } = useTestApp();

const deleteStory = (u: RegisteredUser, bookId: number, password: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/my-story/my-stories/${bookId}`, headers: bearer(u.token), payload: { password } });
const saveSettings = (u: RegisteredUser, currentPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/setting',
    headers: bearer(u.token),
    payload: { username: u.username, email: u.email, full_name: 'Yeni Ad', bio: '', current_password: currentPassword },
  });

function expectThrottled(res: Awaited<ReturnType<typeof deleteStory>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: MSG.tooManyAttempts, code: ERROR_CODES.RATE_LIMITED });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('current-password checks', () => {
  it('stops a session guessing through story deletion after 5 wrong tries, and keeps the story', async () => {
    const writer = await registerAndLogin(t.app);
    const id = await createStory(t.app, writer);
    checks.mockClear();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await deleteStory(writer, id, `yanlis-${i}`)).statusCode);
    expect(statuses.slice(0, CURRENT_PASSWORD_LIMIT)).toEqual(Array<number>(CURRENT_PASSWORD_LIMIT).fill(403));
    expect(statuses.slice(CURRENT_PASSWORD_LIMIT).every((s) => s === 429)).toBe(true);
    expectThrottled(await deleteStory(writer, id, writer.password));
    expect(await bookRow(t.database.db, id)).toBeDefined();
    expect(checks.mock.calls.length).toBe(CURRENT_PASSWORD_LIMIT);
  });

  it('shares one count between settings and story deletion', async () => {
    const writer = await registerAndLogin(t.app);
    const id = await createStory(t.app, writer);
    for (let i = 0; i < 3; i += 1) expect((await saveSettings(writer, `yanlis-${i}`)).json()).toEqual({ message: 'Girdiğiniz şifre hatalı', code: 'INVALID_PASSWORD' });
    for (let i = 3; i < CURRENT_PASSWORD_LIMIT; i += 1) expect((await deleteStory(writer, id, `yanlis-${i}`)).statusCode).toBe(403);
    expectThrottled(await saveSettings(writer, writer.password));
    expectThrottled(await deleteStory(writer, id, writer.password));
  });

  it('clears the count after the right password', async () => {
    const writer = await registerAndLogin(t.app);
    for (let i = 0; i < CURRENT_PASSWORD_LIMIT - 1; i += 1) expect((await saveSettings(writer, `yanlis-${i}`)).statusCode).toBe(401);
    expect((await saveSettings(writer, writer.password)).statusCode).toBe(200);
    for (let i = 0; i < CURRENT_PASSWORD_LIMIT - 1; i += 1) expect((await saveSettings(writer, `yanlis-${i}`)).statusCode).toBe(401);
    expect((await saveSettings(writer, writer.password)).statusCode).toBe(200);
  });

  it('checks at most 5 of 50 concurrent wrong deletions, and refuses the right password after them', async () => {
    const writer = await registerAndLogin(t.app);
    const id = await createStory(t.app, writer);
    checks.mockClear();
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => deleteStory(writer, id, `yanlis-${i}`)),
      deleteStory(writer, id, writer.password),
    ]);
    console.info(`concurrent story deletions: ${checks.mock.calls.length} of 51 passwords checked`);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(CURRENT_PASSWORD_LIMIT);
    expect(answers.filter((a) => a.statusCode !== 429)).toHaveLength(checks.mock.calls.length);
    expectThrottled(answers.at(-1)!);
    expect(await bookRow(t.database.db, id)).toBeDefined();
  });
});
