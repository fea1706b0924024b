import { describe, expect, it } from 'vitest';
import { formatCompact, formatInteger } from './turkishNumbers';

// The hand-written formatters must write exactly what Intl writes for tr-TR.
const full = new Intl.NumberFormat('tr-TR');
const compact = new Intl.NumberFormat('tr-TR', { notation: 'compact' });

/** Every power of ten up to 10^15, and the values around each boundary the rounding can cross. */
function edgeValues(): number[] {
  const values = new Set<number>();
  for (let i = 0; i <= 2000; i++) values.add(i);
  for (let exp = 3; exp <= 15; exp++) {
    const p = 10 ** exp;
    for (const base of [
      p,
      p / 10,
      2 * p,
      5 * p,
      9.95 * p,
      9.5 * p,
      99.5 * p,
      999.5 * p,
      1.05 * p,
      1.25 * p,
      1.95 * p,
    ]) {
      for (const delta of [-501, -500, -499, -51, -50, -49, -1, 0, 1, 49, 50, 51, 499, 500, 501]) {
        const v = Math.round(base + delta);
        if (v >= 0 && Number.isSafeInteger(v)) values.add(v);
      }
    }
  }
  return [...values];
}

/** Random whole numbers spread over every magnitude (a fixed seed: the same list every run). */
function randomValues(count: number): number[] {
  let seed = 20261124;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () =>
    Math.floor(next() * 10 ** (1 + Math.floor(next() * 15))),
  );
}

describe('Turkish numbers without Intl', () => {
  const values = [...edgeValues(), ...randomValues(5000)];

  it('writes whole numbers as Intl.NumberFormat("tr-TR") does', () => {
    for (const v of values) {
      expect(formatInteger(v), String(v)).toBe(full.format(v));
      expect(formatInteger(-v), String(-v)).toBe(full.format(-v === 0 ? 0 : -v));
    }
    expect(formatInteger(1234567)).toBe('1.234.567');
  });

  it('writes the compact notation as Intl does, unit changes included', () => {
    for (const v of values) {
      expect(formatCompact(v), String(v)).toBe(compact.format(v));
      if (v !== 0) expect(formatCompact(-v), String(-v)).toBe(compact.format(-v));
    }
    expect(formatCompact(1234)).toBe('1,2\u00a0B');
    expect(formatCompact(999_500)).toBe('1\u00a0Mn');
    expect(formatCompact(1_500_000)).toBe('1,5\u00a0Mn');
  });

  it('rounds other values to a whole number first', () => {
    expect(formatInteger(1234.4)).toBe('1.234');
    expect(formatCompact(999.6)).toBe('1\u00a0B');
  });
});
