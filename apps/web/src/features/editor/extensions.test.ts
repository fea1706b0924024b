import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { breakLongRuns, MAX_UNBROKEN_RUN, SOFT_BREAK } from './chapterText';
import { chapterEditorExtensions, chapterStats, chapterText, normalizeChapterHtml } from './extensions';

let editor: Editor | null = null;

/** jsdom has no ClipboardEvent; ProseMirror only needs an event object to pass along. */
const pasteEvent = () => new Event('paste') as unknown as ClipboardEvent;

function make(content: string, onLimitExceeded = vi.fn(), limit?: number, assignParagraphIds = false) {
  const element = document.createElement('div');
  document.body.append(element);
  editor = new Editor({
    element,
    extensions: chapterEditorExtensions({ onLimitExceeded, assignParagraphIds, ...(limit ? { limit } : {}) }),
    content,
  });
  return { editor, onLimitExceeded };
}

afterEach(() => {
  editor?.destroy();
  editor = null;
  document.body.innerHTML = '';
});

describe('chapter schema', () => {
  it('has paragraphs, breaks, scene breaks, bold, italic and strike, and nothing else', () => {
    const { editor } = make('');
    const nodes = Object.keys(editor.schema.nodes).sort();
    const marks = Object.keys(editor.schema.marks).sort();
    expect(nodes).toEqual(['doc', 'hardBreak', 'horizontalRule', 'paragraph', 'text']);
    expect(marks).toEqual(['bold', 'italic', 'strike']);
  });

  it('turns headings, lists and quotes from stored HTML into paragraphs', () => {
    expect(normalizeChapterHtml('<h2>Başlık</h2><ul><li>Madde</li></ul><blockquote><p>Alıntı</p></blockquote>')).toBe(
      '<p>Başlık</p><p>Madde</p><p>Alıntı</p>',
    );
    expect(normalizeChapterHtml('<p><b>a</b><i>b</i><s>c</s></p>')).toBe('<p><strong>a</strong><em>b</em><s>c</s></p>');
    expect(normalizeChapterHtml('')).toBe('<p></p>');
  });

  it('keeps each paragraph’s id through edits; a split’s second half and a bad id get none (the server gives one)', () => {
    expect(normalizeChapterHtml('<p data-pid="p1">Bir</p><p data-pid="x<y">İki</p>')).toBe('<p data-pid="p1">Bir</p><p>İki</p>');
    const { editor } = make('<p data-pid="p1">Birinci paragraf</p><p data-pid="k9a">İkinci</p>');
    editor.commands.setTextSelection(4);
    editor.commands.insertContent(' yeni');
    expect(editor.getHTML()).toBe('<p data-pid="p1">Bir yeniinci paragraf</p><p data-pid="k9a">İkinci</p>');
    editor.commands.setTextSelection(8);
    editor.commands.splitBlock();
    expect(editor.getHTML()).toBe('<p data-pid="p1">Bir yen</p><p>iinci paragraf</p><p data-pid="k9a">İkinci</p>');
    // The first of two twins keeps the id.
    editor.commands.setContent('<p data-pid="k9a">Bir</p><p data-pid="k9a">İki</p>');
    expect(editor.getHTML()).toBe('<p data-pid="k9a">Bir</p><p>İki</p>');
  });

  it('in the chapter’s text, gives a new paragraph, a split’s second half and a twin a fresh id at once, keeping the others', () => {
    const { editor } = make('<p data-pid="p1">Birinci paragraf</p><p data-pid="k9a">İkinci</p>', vi.fn(), undefined, true);
    const ids = () => [...editor.getHTML().matchAll(/<p data-pid="([^"]+)">/g)].map((m) => m[1]!);
    editor.commands.setTextSelection(8);
    editor.commands.splitBlock();
    const afterSplit = ids();
    expect(afterSplit).toHaveLength(3);
    expect(afterSplit[0]).toBe('p1');
    expect(afterSplit[2]).toBe('k9a');
    expect(afterSplit[1]).toMatch(/^[a-z0-9]{1,12}$/);
    expect(editor.getHTML().replace(/ data-pid="[^"]+"/g, '')).toBe('<p>Birinci</p><p> paragraf</p><p>İkinci</p>');
    // Typing on keeps every id, the new one too (the next save sends the same).
    editor.commands.insertContent(' devam');
    expect(ids()).toEqual(afterSplit);
    editor.commands.setContent('<p data-pid="k9a">Bir</p><p data-pid="k9a">İki</p><p>Üç</p>', { emitUpdate: true });
    const [first, twin, third] = ids();
    expect(first).toBe('k9a');
    expect(new Set([first, twin, third]).size).toBe(3);
  });

  it('gives an author’s note (no paragraph comments) no ids', () => {
    const { editor } = make('<p>Not</p>');
    editor.commands.setTextSelection(2);
    editor.commands.splitBlock();
    expect(editor.getHTML()).toBe('<p>N</p><p>ot</p>');
  });

  it('gives a stored over-long word the same break points as a pasted one', () => {
    expect(normalizeChapterHtml(`<p>kısa <em>${'ı'.repeat(150)}</em></p>`)).toBe(
      `<p>kısa <em>${'ı'.repeat(100)}${SOFT_BREAK}${'ı'.repeat(50)}</em></p>`,
    );
  });
});

describe('counts', () => {
  it('counts characters the way the server does (line break and paragraph boundary = 1)', () => {
    const { editor } = make('<p>Bir iki</p><p>üç<br>dört</p>');
    expect(chapterText(editor.state.doc)).toBe('Bir iki\nüç\ndört');
    expect(chapterStats(editor.state.doc)).toEqual({ characters: 15, words: 4 });
  });

  it('counts a scene break as nothing and keeps the paragraphs around it apart, like the server', () => {
    // apps/api/src/lib/sanitize.ts htmlToText('<p>Gece.</p><hr /><p>Sabah oldu.</p>') is 'Gece.\nSabah oldu.'.
    const { editor } = make('<hr><p>Gece.</p><hr><p>Sabah oldu.</p><hr>');
    expect(chapterText(editor.state.doc)).toBe('Gece.\nSabah oldu.');
    expect(chapterStats(editor.state.doc)).toEqual({ characters: 17, words: 3 });
  });
});

describe('scene break', () => {
  it('is written as <hr> by the command and by Ctrl+Shift+Enter', () => {
    const { editor } = make('<p>Gece.</p>');
    editor.commands.setTextSelection(6);
    editor.commands.setHorizontalRule();
    expect(editor.getHTML()).toBe('<p>Gece.</p><hr><p></p>');

    const keyed = make('<p>Sabah.</p>').editor;
    keyed.commands.setTextSelection(7);
    keyed.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, shiftKey: true, bubbles: true }));
    expect(keyed.getHTML()).toBe('<p>Sabah.</p><hr><p></p>');
    keyed.destroy();
  });

  it('is also written by typing --- or *** and a space on an empty line', () => {
    for (const [typed, last] of [
      ['--', '-'],
      ['***', ' '],
    ] as const) {
      const { editor: e } = make('<p>Gece.</p><p></p>');
      e.commands.setTextSelection(e.state.doc.content.size - 1);
      e.commands.insertContent(typed);
      const { from, to } = e.view.state.selection;
      const handled = e.view.someProp('handleTextInput', (f) => f(e.view, from, to, last, () => e.state.tr.insertText(last, from, to)));
      expect(handled).toBe(true);
      expect(e.getHTML()).toBe('<p>Gece.</p><hr><p></p>');
      e.destroy();
    }
  });

  it('survives normalising stored HTML, attributes dropped', () => {
    expect(normalizeChapterHtml('<p>a</p><hr class="x" /><p>b</p>')).toBe('<p>a</p><hr><p>b</p>');
  });
});

describe('character limit', () => {
  it('refuses typing past the limit, reports it and leaves the text as it was', () => {
    const { editor, onLimitExceeded } = make('<p>12345</p>', vi.fn(), 6);
    editor.commands.insertContentAt(6, 'a');
    expect(chapterText(editor.state.doc)).toBe('12345a');
    expect(onLimitExceeded).not.toHaveBeenCalled();
    editor.commands.insertContentAt(7, 'b');
    expect(chapterText(editor.state.doc)).toBe('12345a');
    expect(onLimitExceeded).toHaveBeenCalledTimes(1);
  });

  it('refuses a paste that would cross the limit as a whole', () => {
    const { editor, onLimitExceeded } = make('<p>1234</p>', vi.fn(), 10);
    editor.commands.setTextSelection(5);
    editor.view.pasteText('abcdefghij', pasteEvent());
    expect(chapterText(editor.state.doc)).toBe('1234');
    expect(onLimitExceeded).toHaveBeenCalled();
  });

  it('lets an already over-long chapter shrink', () => {
    const { editor } = make('<p>123456789</p>', vi.fn(), 5);
    editor.commands.deleteRange({ from: 1, to: 3 });
    expect(chapterText(editor.state.doc)).toBe('3456789');
  });
});

describe('paste', () => {
  it('wraps pasted plain text in paragraphs split by blank lines', () => {
    const { editor } = make('<p></p>');
    editor.commands.focus('start');
    editor.view.pasteText('Birinci satır\nikinci satır\n\nYeni paragraf', pasteEvent());
    expect(editor.getHTML()).toBe('<p>Birinci satır<br>ikinci satır</p><p>Yeni paragraf</p>');
  });

  it('inserts a single pasted line inside the current paragraph', () => {
    const { editor } = make('<p>Önce sonra</p>');
    editor.commands.setTextSelection(6);
    editor.view.pasteText('orta ', pasteEvent());
    expect(editor.getHTML()).toBe('<p>Önce orta sonra</p>');
  });

  it('keeps only the allowed formatting from pasted HTML', () => {
    const { editor } = make('<p></p>');
    editor.commands.focus('start');
    editor.view.pasteHTML('<h1 style="color:red">Başlık</h1><p>Metin <strong>kalın</strong> <a href="https://x">bağ</a> <u>alt</u></p><script>alert(1)</script>', pasteEvent());
    expect(editor.getHTML()).toBe('<p>Başlık</p><p>Metin <strong>kalın</strong> bağ alt</p>');
  });

  it('gives an absurdly long pasted word invisible break points, and leaves real words alone', () => {
    const { editor } = make('<p></p>');
    editor.commands.focus('start');
    const word = 'çok'.repeat(100); // 300 characters, no space
    editor.view.pasteText(`Kısa sözcükler kalır ${word} son`, pasteEvent());
    const text = chapterText(editor.state.doc);
    expect(text.replaceAll(SOFT_BREAK, '')).toBe(`Kısa sözcükler kalır ${word} son`);
    expect(text.split(/[\s\u200B]/).every((run) => run.length <= MAX_UNBROKEN_RUN)).toBe(true);
    expect(text.startsWith('Kısa sözcükler kalır ')).toBe(true);
    expect(chapterStats(editor.state.doc).words).toBe(5);
  });

  it('breaks long words in pasted HTML too, keeping their formatting', () => {
    const { editor } = make('<p></p>');
    editor.commands.focus('start');
    editor.view.pasteHTML(`<p><strong>${'a'.repeat(250)}</strong></p>`, pasteEvent());
    expect(editor.getHTML()).toBe(`<p><strong>${'a'.repeat(100)}${SOFT_BREAK}${'a'.repeat(100)}${SOFT_BREAK}${'a'.repeat(50)}</strong></p>`);
  });
});

describe('breakLongRuns', () => {
  it('never splits a combined character and restarts counting at spaces and hyphens', () => {
    expect(breakLongRuns('a'.repeat(100))).toBe('a'.repeat(100));
    expect(breakLongRuns(`${'a'.repeat(60)}-${'b'.repeat(60)}`)).toBe(`${'a'.repeat(60)}-${'b'.repeat(60)}`);
    // e + combining dot: the break goes after the mark, never between them.
    expect(breakLongRuns(`${'a'.repeat(99)}e\u0307b`, 100)).toBe(`${'a'.repeat(99)}e\u0307${SOFT_BREAK}b`);
    expect(breakLongRuns('😀'.repeat(3), 2)).toBe(`😀😀${SOFT_BREAK}😀`);
  });
});

describe('keys', () => {
  it('Enter makes a new paragraph and Shift+Enter a line break', () => {
    const { editor } = make('<p>ab</p>');
    editor.commands.setTextSelection(2);
    editor.commands.enter();
    expect(editor.getHTML()).toBe('<p>a</p><p>b</p>');
    editor.commands.setHardBreak();
    expect(editor.getHTML()).toBe('<p>a</p><p><br>b</p>');
  });
});
