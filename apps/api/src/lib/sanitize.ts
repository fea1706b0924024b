import sanitizeHtml from 'sanitize-html';

/**
 * The editor's allow-list: paragraphs, line breaks, bold, italic and strikethrough, with no
 * attributes at all (so no event handlers, styles, or javascript:/data: URLs).
 */
const CHAPTER_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 's'],
  // Other strikethrough spellings become the editor's own <s>.
  transformTags: { strike: 's', del: 's' },
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  // Drop the text inside these as well, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'svg', 'math', 'template'],
};

export function sanitizeChapterHtml(html: string): string {
  // NUL is dropped first: PostgreSQL text cannot store it.
  return sanitizeHtml(html.replace(/\0/g, ''), CHAPTER_OPTIONS).trim();
}

const decoder: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The text a reader sees (what the editor's character count measures). */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => decoder[m] ?? m);
}

export function countWords(text: string): number {
  const words = text.trim().match(/\S+/g);
  return words ? words.length : 0;
}
