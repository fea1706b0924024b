/*
 * Whole numbers as tr-TR writes them, by hand: the same text as Intl.NumberFormat('tr-TR')
 * and its compact notation (turkishNumbers.test.ts compares them over edge and random values).
 * The pages' counts (views, likes, comments) are on their first paint, and the first Intl
 * object a page makes loads ICU's locale data: 50–200 ms of main thread on a phone
 * (docs/PRODUCT.md#budgets). Counts are whole numbers; other values are rounded to one first.
 */

const COMPACT_UNITS = [
  { size: 1e3, name: 'B' },
  { size: 1e6, name: 'Mn' },
  { size: 1e9, name: 'Mr' },
  { size: 1e12, name: 'Tn' },
] as const;

/** Thousands separated by dots once the number has at least `minDigits` digits. */
function groupDigits(digits: string, minDigits = 4): string {
  return digits.length < minDigits ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Beyond what a double writes without an exponent: left to Intl (never a count). */
const tooLarge = (abs: number) => !Number.isFinite(abs) || abs >= 1e21;

/** 1234 → "1.234". */
export function formatInteger(value: number): string {
  const n = Math.round(value);
  const abs = Math.abs(n);
  if (tooLarge(abs)) return new Intl.NumberFormat('tr-TR').format(n);
  return `${n < 0 ? '-' : ''}${groupDigits(String(abs))}`;
}

/**
 * 999 → "999", 1234 → "1,2 B", 12345 → "12 B", 1500000 → "1,5 Mn" (Turkish compact notation:
 * two significant digits below ten units, whole units above, half away from zero; a figure
 * that rounds up to 1000 units moves to the next unit).
 */
export function formatCompact(value: number): string {
  const n = Math.round(value);
  const abs = Math.abs(n);
  if (tooLarge(abs)) return new Intl.NumberFormat('tr-TR', { notation: 'compact' }).format(n);
  const sign = n < 0 ? '-' : '';
  if (abs < 1000) return `${sign}${abs}`;
  let unit = COMPACT_UNITS.findLastIndex((u) => abs >= u.size);
  for (;;) {
    const { size, name } = COMPACT_UNITS[unit]!;
    let text: string;
    let rounded: number;
    if (abs < 10 * size) {
      const tenths = Math.round((abs * 10) / size);
      rounded = tenths / 10;
      text = tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)},${tenths % 10}`;
    } else {
      rounded = Math.round(abs / size);
      text = groupDigits(String(rounded), 5);
    }
    if (rounded >= 1000 && unit < COMPACT_UNITS.length - 1) {
      unit += 1;
      continue;
    }
    return `${sign}${text}\u00a0${name}`;
  }
}
