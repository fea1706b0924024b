import { createRequire } from 'node:module';
import sanitizeHtml from 'sanitize-html';
import { SANITIZE_INLINE_MAX_CHARS } from '../../lib/sanitize';
import { WorkerPool } from '../../lib/worker-pool';

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
  return sanitizeHtml(html.replace(XML_ILLEGAL, ''), XHTML_OPTIONS);
}

/** Plain data, so the same options reach the worker threads. */
const XHTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 's'],
  allowedAttributes: {},
  allowedSchemes: [],
  selfClosing: ['br', 'hr'],
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'svg', 'math', 'template'],
};

let pool: WorkerPool<string, string> | undefined;

/**
 * chapterHtmlToXhtml off the event loop for a long chapter (a 400,000-character one takes
 * 0.2–0.5 s in sanitize-html, which would stall every other request while an EPUB is built,
 * issue 26); a typical chapter is converted inline, where a thread hop would cost more.
 */
export async function chapterHtmlToXhtmlOffThread(html: string): Promise<string> {
  if (html.length <= SANITIZE_INLINE_MAX_CHARS) return chapterHtmlToXhtml(html);
  pool ??= new WorkerPool<string, string>(
    `const sanitizeHtml = require(workerData.modulePath);
     function handle(html, data) { return sanitizeHtml(html, data.options); }`,
    { modulePath: createRequire(import.meta.url).resolve('sanitize-html'), options: XHTML_OPTIONS },
  );
  return pool.run(html.replace(XML_ILLEGAL, ''));
}
