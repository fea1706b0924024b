/** Turkish-aware lower casing (İ→i, I→ı) used for search and comparisons. */
export function trLower(value: string): string {
  return value.toLocaleLowerCase('tr-TR');
}

// Built on first use, not at import (the first Intl object a page makes loads locale data; see dates.ts).
let collator: Intl.Collator | undefined;
export function compareTr(a: string, b: string): number {
  collator ??= new Intl.Collator('tr', { sensitivity: 'base' });
  return collator.compare(a, b);
}

/**
 * docs/PRODUCT.md#constants-and-limits: descriptions split into paragraphs on blank lines, else on single newlines.
 * Empty paragraphs are dropped.
 */
export function splitParagraphs(text: string | null | undefined): string[] {
  const value = (text ?? '').replace(/\r\n?/g, '\n').trim();
  if (!value) return [];
  const parts = /\n\s*\n/.test(value) ? value.split(/\n\s*\n/) : value.split('\n');
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Cut to `max` characters on a word boundary where possible, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
