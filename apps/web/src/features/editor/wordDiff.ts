import { diffWords } from 'diff';

/** The text a reader sees, paragraphs separated by a blank line (for comparing versions). */
export function htmlToPlainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  const blocks = Array.from(doc.body.querySelectorAll('p, li, h1, h2, h3, blockquote'));
  if (blocks.length === 0) return doc.body.textContent ?? '';
  return blocks.map((block) => block.textContent ?? '').join('\n\n');
}

export interface DiffPart {
  text: string;
  /** added: a restore would bring it back; removed: a restore would take it out. */
  kind: 'same' | 'added' | 'removed';
}

/** Word-level changes from the current text to a revision (what restoring it would do). */
export function wordDiff(currentHtml: string, revisionHtml: string): DiffPart[] {
  return diffWords(htmlToPlainText(currentHtml), htmlToPlainText(revisionHtml)).map((part) => ({
    text: part.value,
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}
