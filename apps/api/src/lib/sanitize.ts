import { createRequire } from 'node:module';
import { ERROR_CODES, LIMITS, MSG } from '@okuryazar/shared';
import type sanitizeHtml from 'sanitize-html';
import { AppError } from './errors';
import { assignParagraphIds, withoutParagraphIds } from './paragraph-ids';
import { WorkerPool } from './worker-pool';

/**
 * The editor's allow-list: paragraphs, line breaks, bold, italic, strikethrough and the scene
 * break (<hr>, docs/PRODUCT.md#reading-comfort-and-writers-tools), with one attribute alone: a paragraph's
 * `data-pid` (lib/paragraph-ids.ts; so no event handlers, styles, or javascript:/data: URLs).
 * Plain data, so the same options reach the worker threads.
 */
export const CHAPTER_ALLOWED_TAGS = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 's'] as const;

const CHAPTER_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CHAPTER_ALLOWED_TAGS],
  // Other strikethrough spellings become the editor's own <s>.
  transformTags: { strike: 's', del: 's' },
  allowedAttributes: { p: ['data-pid'] },
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  // Drop the text inside these as well, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'svg', 'math', 'template'],
};

/**
 * Inputs above this many characters are sanitised on a worker thread: a worst-case allowed
 * chapter (400000 characters at the nesting limit) takes 0.2-0.5 s in sanitize-html, which
 * would stall every other request on the event loop; a typical chapter stays inline.
 */
export const SANITIZE_INLINE_MAX_CHARS = 32 * 1024;

const pool = new WorkerPool<string, string>(
  `const sanitizeHtml = require(workerData.modulePath);
   function handle(html, data) { return sanitizeHtml(html, data.options); }`,
  { modulePath: createRequire(import.meta.url).resolve('sanitize-html'), options: CHAPTER_OPTIONS },
);

let loadingSanitizeHtml: Promise<typeof sanitizeHtml> | undefined;

/**
 * sanitize-html (with htmlparser2 and postcss under it) loads on the first write that needs
 * it, not at start-up: loading it was about 0.1 s of a cold start (issue 10), and reads never
 * need it.
 */
export function loadSanitizeHtml(): Promise<typeof sanitizeHtml> {
  loadingSanitizeHtml ??= import('sanitize-html').then((module) => module.default);
  return loadingSanitizeHtml;
}

/** `<name` or `</name` exactly at lastIndex (sticky: no scanning ahead, no copies). */
const TAG_START = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/y;

/** Elements that never have content, so they never nest. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/**
 * True when the markup nests elements deeper than `maxDepth`, by one linear pass over the
 * tags (no parser, no tree). Unclosed <p> is closed by the next <p>, and a closing tag
 * closes up to its opener, as browsers and sanitize-html's parser do; the depth of that
 * stack is what the sanitiser would have to walk.
 */
export function htmlNestingExceeds(html: string, maxDepth: number): boolean {
  const open: string[] = [];
  let i = html.indexOf('<');
  while (i !== -1) {
    const end = html.indexOf('>', i + 1);
    if (end === -1) break; // No tag can close after this point.
    TAG_START.lastIndex = i;
    const match = TAG_START.exec(html);
    if (match) {
      const closing = match[1] === '/';
      const name = match[2]!.toLowerCase();
      if (closing) {
        const at = open.lastIndexOf(name);
        if (at !== -1) open.length = at;
      } else if (!VOID_ELEMENTS.has(name) && html[end - 1] !== '/') {
        if (name === 'p') {
          const at = open.lastIndexOf('p');
          if (at !== -1) open.length = at;
        }
        open.push(name);
        if (open.length > maxDepth) return true;
      }
    }
    i = html.indexOf('<', end + 1);
  }
  return false;
}

/** Formatting elements with nothing inside carry no meaning; `<b><i></i></b>` goes entirely. */
const EMPTY_FORMATTING = /<(strong|b|em|i|s)><\/\1>/g;

function withoutEmptyFormatting(html: string): string {
  let current = html;
  // One pass per nesting level at most, and the nesting is bounded above.
  for (let pass = 0; pass <= LIMITS.chapterHtmlMaxDepth; pass += 1) {
    const next = current.replace(EMPTY_FORMATTING, '');
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * Cleans a chapter's HTML to the editor's allow-list, every paragraph with its own valid
 * `data-pid` (lib/paragraph-ids.ts). Refuses (400) markup nested deeper than
 * LIMITS.chapterHtmlMaxDepth before any parsing, and markup that is out of all proportion to
 * the text it formats, so stored size follows the visible text (the ids are not counted).
 */
export async function sanitizeChapterHtml(html: string): Promise<string> {
  return assignParagraphIds(await sanitizeMarkup(html));
}

async function sanitizeMarkup(html: string): Promise<string> {
  // NUL is dropped first: PostgreSQL text cannot store it.
  const input = html.replace(/\0/g, '');
  if (htmlNestingExceeds(input, LIMITS.chapterHtmlMaxDepth)) {
    throw new AppError(400, MSG.chapterNestingTooDeep, ERROR_CODES.VALIDATION);
  }
  const cleaned = input.length > SANITIZE_INLINE_MAX_CHARS ? await pool.run(input) : (await loadSanitizeHtml())(input, CHAPTER_OPTIONS);
  const result = withoutEmptyFormatting(cleaned).trim();
  // A paragraph's worth of slack, so short texts with ordinary formatting always pass.
  if (withoutParagraphIds(result).length > LIMITS.chapterHtmlMarkupRatio * htmlToText(result).length + 500) {
    throw new AppError(400, MSG.chapterMarkupTooHeavy, ERROR_CODES.VALIDATION);
  }
  return result;
}

/**
 * An author's note before or after a chapter (docs/PRODUCT.md#reading-comfort-and-writers-tools): the same sanitiser and allow-list
 * as the chapter's text, at most LIMITS.authorNoteMaxChars characters of visible text (400
 * otherwise). A note without any visible text is no note: ''.
 */
export async function sanitizeAuthorNote(html: string): Promise<string> {
  const clean = withoutParagraphIds(await sanitizeMarkup(html));
  const text = htmlToText(clean);
  if (text.length > LIMITS.authorNoteMaxChars) throw new AppError(400, MSG.authorNoteTooLong, ERROR_CODES.VALIDATION);
  return text.trim() ? clean : '';
}

const decoder: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * The text a reader sees (what the editor's character count measures). A scene break is no
 * text: it goes first, so the paragraphs around it are separated like any two paragraphs
 * (html_word_count in SQL, migration 0023, reads the same way).
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<hr\s*\/?>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p(?:\s[^>]*)?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => decoder[m] ?? m);
}

export function countWords(text: string): number {
  const words = text.trim().match(/\S+/g);
  return words ? words.length : 0;
}
