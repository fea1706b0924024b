import sanitizeHtml from 'sanitize-html';

// Characters XML 1.0 forbids anywhere in a document (control characters are the point here).
// eslint-disable-next-line no-control-regex
const XML_ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text or an attribute value made safe for XML. */
export function escapeXml(value: string): string {
  return value
    .replace(XML_ILLEGAL, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * A chapter's stored HTML as well-formed XHTML: the editor's allow-list again (plus the
 * scene break), every element closed, void elements self-closed, text entities reduced to
 * the ones XML knows. Stored chapters are already clean; this is about syntax, not safety.
 */
export function chapterHtmlToXhtml(html: string): string {
  return sanitizeHtml(html.replace(XML_ILLEGAL, ''), {
    allowedTags: ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 's'],
    allowedAttributes: {},
    allowedSchemes: [],
    selfClosing: ['br', 'hr'],
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'svg', 'math', 'template'],
  });
}
