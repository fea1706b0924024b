/** Injected wherever time matters so tests can move it (token expiry, lock-outs, reset links). */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/**
 * A UTC timestamp as PostgreSQL writes it in a UTC session ('2025-03-01 10:05:00.123456+00'),
 * which the driver hands over as text. Rewritten to ISO by hand: building a Date from that
 * text goes through V8's slow legacy parser, and the hot lists convert a few per card
 * (issue 10's profile of the category list). Sub-millisecond digits are cut, as Date does.
 */
const POSTGRES_UTC = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(?:\+00(?::?00)?|Z)$/;

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    const utc = POSTGRES_UTC.exec(value);
    if (utc && isRealTime(utc[1]!, utc[2]!)) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
    const d = new Date(value.includes('T') || value.includes('+') ? value : `${value.replace(' ', 'T')}Z`);
    return Number.isNaN(d.getTime()) ? value : d.toISOString();
  }
  return new Date(Number(value)).toISOString();
}

/**
 * Fields within their ranges: a text of the right shape with, say, hour 25 goes the slow way.
 * (PostgreSQL never writes a day that its month lacks, so days are only checked up to 31.)
 */
function isRealTime(date: string, time: string): boolean {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && Number(time.slice(0, 2)) < 24 && Number(time.slice(3, 5)) < 60 && Number(time.slice(6, 8)) < 60;
}
