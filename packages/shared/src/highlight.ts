import { trFold } from './fold';

/**
 * Where a query occurs in a text, compared folded (docs/PRODUCT.md#discovery), as [start, end) ranges over the
 * original text: folding maps every character to exactly one, so positions carry over. Each
 * word of the query is looked up on its own; overlapping ranges are merged.
 */
export function matchRanges(text: string, query: string): [number, number][] {
  const haystack = trFold(text);
  const words = trFold(query)
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + word.length))
      ranges.push([at, at + word.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
