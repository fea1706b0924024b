import { expect, it } from 'vitest';

/**
 * One test per row of a table of string mappings: `map(input)` is `expected`. The tests
 * of folding, slugs and suffixes are each such a table; only the function and rows differ.
 */
export function itMapsEach(
  title: string,
  map: (input: string) => string,
  rows: [input: string, expected: string][],
): void {
  it.each(rows)(title, (input, expected) => {
    expect(map(input)).toBe(expected);
  });
}
