import { expect } from 'vitest';
import { PARAGRAPH_ID_PATTERN } from '@okuryazar/shared';
import { paragraphIdsOf, withoutParagraphIds } from '../src/lib/paragraph-ids';

/**
 * Stored chapter text carries a random `data-pid` on every paragraph (lib/paragraph-ids.ts).
 * Tests about something else (sanitising, conflicts, revisions) compare the text without
 * them, and check the ids are there with `expectParagraphIds`.
 */
export function textWithoutIds(html: string): string {
  return withoutParagraphIds(html);
}

/** Every `<p>` of the text carries a well-formed id, none twice; returns the ids in order. */
export function expectParagraphIds(html: string): string[] {
  const opens = html.match(/<p[\s>]/g)?.length ?? 0;
  const ids = paragraphIdsOf(html);
  expect(ids, html).toHaveLength(opens);
  for (const id of ids) expect(id, html).toMatch(PARAGRAPH_ID_PATTERN);
  expect(new Set(ids).size, html).toBe(ids.length);
  return ids;
}

function hasValidIds(html: string): boolean {
  const ids = paragraphIdsOf(html);
  return ids.length === (html.match(/<p[\s>]/g)?.length ?? 0) && ids.every((id) => PARAGRAPH_ID_PATTERN.test(id)) && new Set(ids).size === ids.length;
}

/**
 * Matches a stored chapter text that is `expected` once its paragraph ids are set aside, and
 * whose every paragraph has a well-formed id of its own: for `toEqual`/`toMatchObject`.
 */
export function storedText(expected: string) {
  return {
    asymmetricMatch: (actual: unknown) => typeof actual === 'string' && withoutParagraphIds(actual) === expected && hasValidIds(actual),
    toString: () => `storedText(${JSON.stringify(expected)})`,
    toAsymmetricMatcher: () => `storedText(${JSON.stringify(expected)})`,
  };
}
