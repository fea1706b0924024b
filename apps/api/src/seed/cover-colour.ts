/** Colour arithmetic for the generated covers (#rrggbb strings only). */

/** Normalises #rgb / #rrggbb (any case, optional #) to #rrggbb, or returns the fallback. */
export function normHex(colour: string, fallback: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return fallback;
  let hex = m[1]!;
  if (hex.length === 3) hex = hex.split('').map((ch) => ch + ch).join('');
  return `#${hex.toLowerCase()}`;
}

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Linear mix of two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca.map((v, i) => Math.round(v + (cb[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

export const PAPER = '#fbf6ec';
export const NIGHT = '#16141c';

/**
 * The colour to write on `surface`: the first candidate that reaches `min` contrast (large
 * cover type needs 3, small text 4.5), else warm white or near black, whichever reads better.
 */
export function inkOn(surface: string, candidates: readonly string[], min = 4.5): string {
  for (const c of candidates) if (contrast(c, surface) >= min) return c;
  return contrast(PAPER, surface) >= contrast(NIGHT, surface) ? PAPER : NIGHT;
}

/**
 * A mid-tone surface on which neither warm white nor near black reaches 4.5:1 is darkened
 * step by step until warm white does, so any palette gives a readable title.
 */
export function readableSurface(surface: string): string {
  let out = surface;
  for (let t = 0.1; Math.max(contrast(PAPER, out), contrast(NIGHT, out)) < 4.5 && t <= 1; t += 0.1) {
    out = mix(surface, NIGHT, t);
  }
  return out;
}
