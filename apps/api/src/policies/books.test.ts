import { ageOn, LIMITS } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { canEditBook, matureCutoff } from './books';

describe('matureCutoff', () => {
  it('agrees with ageOn for every birth date around the 18th birthday, leap days included', () => {
    // Turkish noon on each day from 2024-02-20 to 2024-03-10 and 2025-02-20 to 2025-03-10.
    for (const year of [2024, 2025]) {
      for (let offset = 0; offset < 20; offset += 1) {
        const now = Date.UTC(year, 1, 20 + offset, 9);
        const cutoff = matureCutoff(now);
        for (const birth of ['2006-02-28', '2006-02-29', '2006-03-01', '2007-02-28', '2007-03-01', '2008-02-29', '2007-02-29']) {
          const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
          if (new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d) continue;
          expect(birth <= cutoff, `${birth} on ${new Date(now).toISOString()}`).toBe(ageOn(birth, new Date(now)) >= LIMITS.matureAge);
        }
      }
    }
  });

  it('turns at midnight in Turkey, not in UTC', () => {
    // 2025-03-01 00:30 in Istanbul is still 2025-02-28 in UTC.
    expect(matureCutoff(Date.UTC(2025, 1, 28, 21, 30))).toBe(`${2025 - LIMITS.matureAge}-03-01`);
  });
});

describe('canEditBook', () => {
  const author = { id: 5, birthDate: '1990-01-01' };
  it('lets only the author edit: another user and a visitor cannot', () => {
    expect(canEditBook(author, { authorId: 5 })).toBe(true);
    expect(canEditBook({ id: 6, birthDate: '1990-01-01' }, { authorId: 5 })).toBe(false);
    expect(canEditBook(null, { authorId: 5 })).toBe(false);
  });
});
