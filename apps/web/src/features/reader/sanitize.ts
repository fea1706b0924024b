import { sanitizeHtml } from '../../lib/allowlistHtml';

/** The only markup a chapter may carry (the editor produces nothing else); <hr> is the scene break (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
export const CHAPTER_ALLOWED_TAGS = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 's'];

/**
 * The shape of a paragraph id (`data-pid`), as the shared contract's PARAGRAPH_ID_PATTERN (a test
 * keeps them equal): written out here because the contract's module would bring zod onto the
 * reader's first load.
 */
export const PARAGRAPH_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The one attribute that survives: a paragraph's stable id, the anchor of its comments. */
const PARAGRAPH_ATTRIBUTES = { p: { 'data-pid': (value: string) => PARAGRAPH_ID.test(value) } };

/**
 * docs/PRODUCT.md#validation-rules: reader content (the chapter and the author's notes) is sanitised before display; no
 * attribute survives but a paragraph's `data-pid` of the id's shape.
 */
export function sanitizeChapterHtml(html: string | null | undefined): string {
  if (!html) return '';
  const clean = sanitizeHtml(html, { tags: CHAPTER_ALLOWED_TAGS, attributes: PARAGRAPH_ATTRIBUTES });
  // The quotes are set on the markup without the ids (their values hold no quote, but the
  // attribute's own quotes would be taken for text), then each paragraph takes its id back.
  const ids: (string | null)[] = [];
  const bare = clean.replace(/<p(?: data-pid="([A-Za-z0-9_-]+)")?>/g, (_tag, pid: string | undefined) => {
    ids.push(pid ?? null);
    return '<p>';
  });
  let index = 0;
  return typographicQuotes(bare).replace(/<p>/g, () => {
    const pid = ids[index++];
    return pid ? `<p data-pid="${pid}">` : '<p>';
  });
}

// A quote opens at the start, after a space, bracket or dash, or right after an opening tag.
const OPENS = String.raw`(?<=^|[\s(\[{—–]|<(?:p|br|strong|b|em|i|s)>)`;

/**
 * Straight quotes → typographic ones (“ ” ‘ ’); a lone apostrophe, as in Turkish suffixes
 * (Kızılay'ın), becomes ’. Safe on sanitised chapter HTML without its paragraph ids: it has
 * no attributes, so every quote character is text.
 */
export function typographicQuotes(html: string): string {
  return html
    .replace(new RegExp(`${OPENS}"`, 'g'), '“')
    .replace(/"/g, '”')
    .replace(new RegExp(`${OPENS}'`, 'g'), '‘')
    .replace(/'/g, '’');
}
