import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

// The type-ahead limit of discovery.api.ts: 120 a minute.
const LIMIT = 120;

const { t, first, second } = useTestApp({ first: {}, second: {} });

const suggest = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/search/suggest?q=k', headers });

async function statuses(count: number, headers: Record<string, string>): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) answers.push((await suggest(headers)).statusCode);
  return answers;
}

describe('the type-ahead limit (GET /api/search/suggest)', () => {
  it('counts a signed-in reader per account and a visitor per address', async () => {
    const address = { 'x-forwarded-for': '203.0.113.7' };
    // One reader uses up their minute behind a shared address (a school, an office)…
    expect(new Set(await statuses(LIMIT, { ...address, ...bearer(first.token) }))).toEqual(
      new Set([200]),
    );
    const refused = await suggest({ ...address, ...bearer(first.token) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: ERROR_CODES.RATE_LIMITED,
      message: MSG.tooManyAttempts,
    });
    // …and the next reader behind it, and a visitor there, are still answered.
    expect((await suggest({ ...address, ...bearer(second.token) })).statusCode).toBe(200);
    expect(new Set(await statuses(LIMIT, address))).toEqual(new Set([200]));
    // Visitors share their address's minute; the reader's account is refused from anywhere.
    expect((await suggest(address)).statusCode).toBe(429);
    expect((await suggest({ 'x-forwarded-for': '198.51.100.4' })).statusCode).toBe(200);
    expect(
      (await suggest({ 'x-forwarded-for': '198.51.100.4', ...bearer(first.token) })).statusCode,
    ).toBe(429);
  });

  it('counts a forged token by its address, and still refuses it', async () => {
    const address = { 'x-forwarded-for': '192.0.2.9' };
    const forged = `${first.token.slice(0, -4)}AAAA`;
    const answers = await statuses(LIMIT + 1, { ...address, ...bearer(forged) });
    expect(answers.slice(0, LIMIT).every((s) => s === 401)).toBe(true);
    expect(answers[LIMIT]).toBe(429);
    // The real account behind the forgery was not charged.
    expect((await suggest({ ...address, ...bearer(second.token) })).statusCode).toBe(200);
  });
});
