import { freshParagraphId, PARAGRAPH_ID_PATTERN } from '@okuryazar/shared';

/**
 * Every paragraph of a chapter's stored text carries a stable id, `data-pid` on its `<p>`
 * (docs/PRODUCT.md#paragraph-comments): paragraph comments hang on it. The editor keeps the
 * ids across edits and gives new paragraphs new ones (so what it saves is what is stored); the server makes sure of it on every
 * write of a chapter's text: a `<p>` without an id, with one of the wrong shape or with one
 * an earlier paragraph of the same text already carries gets a fresh one.
 */

/** A sanitised paragraph opening: sanitize-html writes `<p>`, `<p data-pid>` (empty) or `<p data-pid="…">` and nothing else. */
const PARAGRAPH_OPEN = /<p(?: data-pid(?:="([^"]*)")?)?>/g;

/** The text with every `<p>` carrying a valid id unique within it; ids already valid and unique stay. */
export function assignParagraphIds(html: string): string {
  const seen = new Set<string>();
  for (const match of html.matchAll(PARAGRAPH_OPEN)) {
    const id = match[1];
    if (id !== undefined && PARAGRAPH_ID_PATTERN.test(id)) seen.add(id);
  }
  const kept = new Set<string>();
  return html.replace(PARAGRAPH_OPEN, (_whole, id: string | undefined) => {
    if (id !== undefined && PARAGRAPH_ID_PATTERN.test(id) && !kept.has(id)) {
      kept.add(id);
      return `<p data-pid="${id}">`;
    }
    let fresh = freshParagraphId();
    while (seen.has(fresh)) fresh = freshParagraphId();
    seen.add(fresh);
    kept.add(fresh);
    return `<p data-pid="${fresh}">`;
  });
}

/** The text without paragraph ids (the author's notes have no paragraph comments). */
export function withoutParagraphIds(html: string): string {
  return html.replace(PARAGRAPH_OPEN, '<p>');
}

/** The paragraph ids of a stored chapter text, in order. */
export function paragraphIdsOf(html: string): string[] {
  const ids: string[] = [];
  for (const match of html.matchAll(PARAGRAPH_OPEN)) if (match[1] !== undefined) ids.push(match[1]);
  return ids;
}
