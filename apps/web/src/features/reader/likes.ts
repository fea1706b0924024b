import { formatInteger } from '../../lib/turkishNumbers';

/**
 * docs/PRODUCT.md#behaviour-and-states: a like toggles from the server's isLiked; the count moves by one and never below
 * zero. An answer that repeats the current state (e.g. a double click elsewhere) keeps the count.
 */
export function applyLikeToggle(current: { liked: boolean; count: number }, isLiked: boolean): { liked: boolean; count: number } {
  if (isLiked === current.liked) return { liked: isLiked, count: Math.max(0, current.count) };
  return { liked: isLiked, count: Math.max(0, current.count + (isLiked ? 1 : -1)) };
}

/** 1234 → "1.234" (no Intl on the reader's first paint, see lib/turkishNumbers). */
export const formatCount = (value: number) => formatInteger(Math.max(0, value));
