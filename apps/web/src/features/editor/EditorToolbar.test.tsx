import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorToolbar } from './EditorToolbar';
import { chapterEditorExtensions, chapterStats } from './extensions';
import { COUNT_DELAY_MS } from './useChapterStats';

// Counts every full-text count while keeping the real one.
vi.mock('./extensions', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./extensions')>();
  return { ...actual, chapterStats: vi.fn(actual.chapterStats) };
});

let editor: Editor;

beforeEach(() => {
  vi.useFakeTimers();
  const element = document.createElement('div');
  document.body.append(element);
  editor = new Editor({ element, extensions: chapterEditorExtensions(), content: '<p>Bir iki</p>' });
});

afterEach(() => {
  editor.destroy();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('EditorToolbar counts', () => {
  it('counts the whole text once typing pauses, not on every keystroke', () => {
    render(<EditorToolbar editor={editor} />);
    expect(screen.getByTestId('word-count')).toHaveTextContent('2');
    vi.mocked(chapterStats).mockClear();

    act(() => {
      for (const letter of ' üç dört') {
        editor.commands.insertContentAt(editor.state.doc.content.size - 1, letter);
        vi.advanceTimersByTime(50); // a fast typist
      }
    });
    expect(chapterStats).not.toHaveBeenCalled();
    // The formatting state still follows every transaction.
    expect(screen.getByRole('button', { name: 'Geri al' })).toBeEnabled();

    act(() => {
      vi.advanceTimersByTime(COUNT_DELAY_MS);
    });
    expect(chapterStats).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('word-count')).toHaveTextContent('4');
    expect(screen.getByTestId('char-count')).toHaveTextContent('15');
  });
});

describe('EditorToolbar scene break', () => {
  it('inserts a scene break from a named button reachable by keyboard, and names its shortcut', async () => {
    vi.useRealTimers();
    render(<EditorToolbar editor={editor} />);
    const button = screen.getByRole('button', { name: 'Sahne ayracı' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+Enter Meta+Shift+Enter');
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(editor.getHTML()).toBe('<p>Bir iki</p><hr><p></p>');
  });
});
