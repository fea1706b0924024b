import { sanitizeHtml, sanitizeNode } from '../../lib/allowlistHtml';
import { LIMITS } from '@okuryazar/shared';

/**
 * Pure text helpers of the chapter editor and the preview (no TipTap here, so the preview
 * chunk does not pull the editor in).
 */

/** docs/PRODUCT.md#validation-rules: pasting keeps only these tags, with no attributes; a pasted rule becomes a scene break (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
export const PASTE_ALLOWED_TAGS = ['p', 'br', 'hr', 'b', 'strong', 'i', 'em'] as const;

/**
 * What a reader is shown: the server's allow-list (paragraphs, breaks, scene breaks, bold,
 * italic and the editor's strikethrough). Used by the preview before dangerouslySetInnerHTML.
 */
export const RENDER_ALLOWED_TAGS = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 's', 'strike', 'del'] as const;

export function sanitizeChapterHtml(html: string): string {
  return sanitizeHtml(html, { tags: RENDER_ALLOWED_TAGS });
}

const BLOCK_TAGS = new Set([
  'P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'UL', 'OL', 'DL', 'DT', 'DD', 'BLOCKQUOTE', 'PRE',
  'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'TD', 'TH', 'CAPTION', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER',
  'ASIDE', 'MAIN', 'NAV', 'FIGURE', 'FIGCAPTION', 'ADDRESS', 'CENTER',
]);

function unwrap(el: Element): void {
  el.replaceWith(...Array.from(el.childNodes));
}

function rename(el: Element, tag: string): void {
  const doc = el.ownerDocument;
  const next = doc.createElement(tag);
  next.append(...Array.from(el.childNodes));
  el.replaceWith(next);
}

function wrapChildren(el: Element, tag: string): void {
  const wrapper = el.ownerDocument.createElement(tag);
  wrapper.append(...Array.from(el.childNodes));
  el.append(wrapper);
}

function isBoldWeight(weight: string): boolean {
  if (weight === 'bold' || weight === 'bolder') return true;
  const n = Number(weight);
  return Number.isFinite(n) && n >= 600;
}

/**
 * Cleans pasted HTML (TipTap's transformPastedHTML): headings, list items, table cells and
 * other blocks become paragraphs (so their text does not run together), inline bold/italic
 * styling (Google Docs, Word) becomes strong/em, and the allow-list then keeps only
 * PASTE_ALLOWED_TAGS without any attribute.
 */
export function sanitizePastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;

  // Google Docs wraps the whole selection in <b style="font-weight:normal">: not bold.
  body.querySelectorAll('b').forEach((b) => {
    const weight = (b as HTMLElement).style?.fontWeight ?? '';
    if (weight && !isBoldWeight(weight)) unwrap(b);
  });

  // Styled spans carry bold and italic in Google Docs and Word.
  body.querySelectorAll<HTMLElement>('span[style]').forEach((span) => {
    if (span.style.fontStyle === 'italic') wrapChildren(span, 'em');
    if (isBoldWeight(span.style.fontWeight)) wrapChildren(span, 'strong');
  });

  // Blocks, deepest first: a block holding other blocks is unwrapped, a leaf block becomes <p>.
  const blocks = Array.from(body.querySelectorAll('*')).filter((el) => BLOCK_TAGS.has(el.tagName));
  for (const el of blocks.reverse()) {
    const hasBlockChild = Array.from(el.children).some((child) => BLOCK_TAGS.has(child.tagName));
    if (hasBlockChild) unwrap(el);
    else if (el.tagName !== 'P') rename(el, 'p');
  }

  return sanitizeNode(body, { tags: PASTE_ALLOWED_TAGS });
}

/**
 * docs/PRODUCT.md#validation-rules: pasted plain text is wrapped in paragraphs split by blank lines; a single line
 * break inside a paragraph stays a line break. Text without any blank line (one paragraph
 * per line, as many plain-text editors write) gets one paragraph per line.
 * Returns the paragraphs, each as its lines.
 */
export function splitPlainText(text: string): string[][] {
  const value = text.replace(/\r\n?/g, '\n').replace(/^(?:[^\S\n]*\n)+|(?:\n[^\S\n]*)+$/g, '');
  if (!value.trim()) return [];
  // Spaces inside a line are kept: a pasted "word " in mid-sentence keeps its space.
  if (/\n[^\S\n]*\n/.test(value)) {
    return value
      .split(/\n(?:[^\S\n]*\n)+/)
      .map((para) => para.split('\n'))
      .filter((lines) => lines.some((line) => line.trim()));
  }
  return value
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => [line]);
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function plainTextToHtml(text: string): string {
  return splitPlainText(text)
    .map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** Words as the server counts them (runs of non-space characters). */
export function countWords(text: string): number {
  const words = text.trim().match(/\S+/g);
  return words ? words.length : 0;
}

/** True when a chapter text of `length` characters is over the 100000-character limit. */
export function isOverLimit(length: number, limit: number = LIMITS.chapterMaxChars): boolean {
  return length > limit;
}

/**
 * Whether a change from `before` to `after` characters may go through: anything within the
 * limit, and anything that shrinks a text that is already over it (so an over-long legacy
 * chapter can still be shortened).
 */
export function allowsChange(before: number, after: number, limit: number = LIMITS.chapterMaxChars): boolean {
  return after <= limit || after < before;
}

const numberFormat = new Intl.NumberFormat('tr-TR');
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

const timeFormat = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** '14:32' today, '3 Mayıs 14:32' on another day. */
export function formatSavedTime(date: Date, now: Date = new Date()): string {
  return date.toDateString() === now.toDateString() ? timeFormat.format(date) : dateTimeFormat.format(date);
}

/**
 * Longest run of characters without a line-break opportunity that the editor keeps. Chromium
 * lays out an unbreakable run by scanning to its end for every line it wraps, so one pasted
 * 99,990-character "word" made each keystroke take seconds; no Turkish word comes near 100.
 */
export const MAX_UNBROKEN_RUN = 100;
/** Zero-width space: an invisible line-break opportunity. */
export const SOFT_BREAK = '\u200B';

/** Characters after which (or at which) the browser may already break a line. */
const BREAKS_LINE = /[\s\u200B\u00AD-]/u;
/** Characters that belong to the previous one (marks, joiners, variation selectors). */
const JOINS_PREVIOUS = /^(?:\p{M}|\u200C|\u200D|[\uFE00-\uFE0F])$/u;

/**
 * Gives every run longer than `max` characters a soft break point after each `max`
 * characters (never inside a combined character). The text looks the same and wraps.
 */
export function breakLongRuns(text: string, max: number = MAX_UNBROKEN_RUN): string {
  if (text.length <= max) return text;
  let out = '';
  let run = 0;
  for (const ch of text) {
    if (run >= max && !JOINS_PREVIOUS.test(ch) && !out.endsWith('\u200D')) {
      out += SOFT_BREAK;
      run = 0;
    }
    out += ch;
    run = BREAKS_LINE.test(ch) ? 0 : run + 1;
  }
  return out;
}

/**
 * The start of a chapter's text as one line, for showing what a draft holds before it is
 * loaded: paragraphs joined by a space, cut at a word under `max` characters with '…'.
 */
export function textExcerpt(html: string, max = 160): string {
  const doc = new DOMParser().parseFromString(sanitizeChapterHtml(html), 'text/html');
  const blocks = [...doc.body.querySelectorAll('p')].map((p) => p.textContent ?? '');
  const text = (blocks.length > 0 ? blocks.join(' ') : (doc.body.textContent ?? '')).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?–-]+$/, '')}…`;
}
