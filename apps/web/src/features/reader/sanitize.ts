import { sanitizeHtml } from '../../lib/allowlistHtml';

/** The only markup a chapter may carry (the editor produces nothing else); <hr> is the scene break (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
export const CHAPTER_ALLOWED_TAGS = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 's'];

/** docs/PRODUCT.md#validation-rules: reader content (the chapter and the author's notes) is sanitised before display; no attributes survive. */
export function sanitizeChapterHtml(html: string | null | undefined): string {
  if (!html) return '';
  return typographicQuotes(sanitizeHtml(html, { tags: CHAPTER_ALLOWED_TAGS }));
}

// A quote opens at the start, after a space, bracket or dash, or right after an opening tag.
const OPENS = String.raw`(?<=^|[\s(\[{—–]|<(?:p|br|strong|b|em|i|s)>)`;

/**
 * Straight quotes → typographic ones (“ ” ‘ ’); a lone apostrophe, as in Turkish suffixes
 * (Kızılay'ın), becomes ’. Safe on sanitised chapter HTML: it has no attributes, so every
 * quote character is text.
 */
export function typographicQuotes(html: string): string {
  return html
    .replace(new RegExp(`${OPENS}"`, 'g'), '“')
    .replace(/"/g, '”')
    .replace(new RegExp(`${OPENS}'`, 'g'), '‘')
    .replace(/'/g, '’');
}
