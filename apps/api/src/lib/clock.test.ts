import { describe, expect, it } from 'vitest';
import { toIso } from './clock';

/** What toIso answered before its fast path: every text through Date. */
function throughDate(value: string): string {
  const d = new Date(value.includes('T') || value.includes('+') ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

describe('toIso', () => {
  it('writes PostgreSQL UTC timestamps exactly as Date does, at every precision', () => {
    const samples = [
      '2025-03-01 10:05:00+00',
      '2025-03-01 10:05:00.1+00',
      '2025-03-01 10:05:00.12+00',
      '2025-03-01 10:05:00.123+00',
      '2025-03-01 10:05:00.123456+00',
      '2025-03-01 10:05:00.999999+00',
      '1999-12-31 23:59:59.5+00:00',
      '2024-02-29 00:00:00+0000',
      '2026-11-25T00:59:59.000Z',
    ];
    for (const value of samples) expect(toIso(value), value).toBe(throughDate(value));
    // Random instants across two centuries, written as PostgreSQL does.
    for (let i = 0; i < 2000; i++) {
      const ms = Math.floor(Math.random() * 6e12) - 1e12;
      const micros = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
      const text = `${new Date(ms).toISOString().replace('T', ' ').replace('Z', '')}${micros}+00`;
      expect(toIso(text), text).toBe(throughDate(text));
    }
  });

  it('leaves other offsets, dates without a time and nonsense to Date', () => {
    expect(toIso('2025-03-01 13:05:00.5+03')).toBe('2025-03-01T10:05:00.500Z');
    expect(toIso('2025-03-01 10:05:00')).toBe('2025-03-01T10:05:00.000Z');
    expect(toIso('2025-03-01 25:05:00+00')).toBe(throughDate('2025-03-01 25:05:00+00'));
    expect(toIso('yarın')).toBe('yarın');
    expect(toIso(new Date(Date.UTC(2025, 2, 1)))).toBe('2025-03-01T00:00:00.000Z');
    expect(toIso(0)).toBe('1970-01-01T00:00:00.000Z');
  });
});
