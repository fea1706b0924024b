/** The only markup a chapter may carry (the editor produces nothing else). */
export const CHAPTER_ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 's'];

const ALLOWED = new Set(CHAPTER_ALLOWED_TAGS);

/** Elements dropped with everything inside them (their text is not the chapter's). */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'head',
  'textarea',
  'select',
  'audio',
  'video',
]);

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * SPEC §5: reader content is sanitised before display; no attributes survive. The HTML is
 * parsed into an inert document (DOMParser runs no script and loads nothing) and written out
 * again from scratch: an allowed element as its bare tag, text escaped, any other element
 * replaced by its content (or dropped with it, for script, style and the like), comments
 * dropped. The result can hold no markup but the allowed tags, whatever the input. (The
 * server stores chapters cleaned to the same tags; this is the reader's own check, and keeps
 * DOMPurify's 11 KB gzip off the reader's first load, DESIGN §5.)
 */
export function sanitizeChapterHtml(html: string | null | undefined): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let out = '';
  const write = (parent: Node) => {
    for (let node = parent.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === Node.TEXT_NODE) {
        out += escapeText(node.nodeValue ?? '');
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const element = node as Element;
      const name = element.namespaceURI === 'http://www.w3.org/1999/xhtml' ? element.localName : '';
      if (ALLOWED.has(name)) {
        out += `<${name}>`;
        if (name === 'br') continue;
        write(element);
        out += `</${name}>`;
      } else if (!DROPPED.has(name || element.localName)) {
        write(element);
      }
    }
  };
  write(body);
  return typographicQuotes(out);
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
