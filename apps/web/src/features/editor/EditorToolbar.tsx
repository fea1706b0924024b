import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { LIMITS } from '@okuryazar/shared';
import type { ReactNode } from 'react';
import { formatCount } from './chapterText';
import { BoldIcon, ItalicIcon, RedoIcon, SceneBreakIcon, StrikeIcon, UndoIcon } from '../../components/icons';
import { useChapterStats } from './useChapterStats';
import styles from './EditorToolbar.module.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const MOD = isMac ? '⌘' : 'Ctrl';

interface ToolButtonProps {
  label: string;
  shortcut: string;
  ariaShortcut: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, shortcut, ariaShortcut, pressed, disabled, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={ariaShortcut}
      title={`${label} (${shortcut})`}
      disabled={disabled}
      // Keep the text selection: a mouse press on the button must not blur the editor.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Formatting toolbar (useEditorState) plus the word and character counts (once typing pauses). */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      canBreak: e.can().setHorizontalRule(),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const counts = useChapterStats(editor);
  const ratio = counts.characters / LIMITS.chapterMaxChars;
  const level = ratio > 1 ? 'over' : ratio >= 0.95 ? 'near' : 'ok';

  return (
    <div className={styles.toolbarRow}>
      <div role="toolbar" aria-label="Biçimlendirme" className={styles.tools}>
        <ToolButton
          label="Kalın"
          shortcut={`${MOD}+B`}
          ariaShortcut="Control+B Meta+B"
          pressed={state.bold}
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          <BoldIcon />
        </ToolButton>
        <ToolButton
          label="İtalik"
          shortcut={`${MOD}+I`}
          ariaShortcut="Control+I Meta+I"
          pressed={state.italic}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          <ItalicIcon />
        </ToolButton>
        <ToolButton
          label="Üstü çizili"
          shortcut={`${MOD}+Shift+S`}
          ariaShortcut="Control+Shift+S Meta+Shift+S"
          pressed={state.strike}
          onClick={() => editor.chain().focus().toggleStrike().run()}
        >
          <StrikeIcon />
        </ToolButton>
        <ToolButton
          label="Sahne ayracı"
          shortcut={`${MOD}+Shift+Enter`}
          ariaShortcut="Control+Shift+Enter Meta+Shift+Enter"
          disabled={!state.canBreak}
          onClick={() => editor.chain().focus().setHorizontalRule().run()}
        >
          <SceneBreakIcon />
        </ToolButton>
        <span className={styles.toolDivider} aria-hidden="true" />
        <ToolButton
          label="Geri al"
          shortcut={`${MOD}+Z`}
          ariaShortcut="Control+Z Meta+Z"
          disabled={!state.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        >
          <UndoIcon />
        </ToolButton>
        <ToolButton
          label="Yinele"
          shortcut={`${MOD}+Shift+Z`}
          ariaShortcut="Control+Shift+Z Meta+Shift+Z"
          disabled={!state.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        >
          <RedoIcon />
        </ToolButton>
      </div>
      <p className={styles.counts} data-level={level}>
        <span>
          <span data-testid="word-count">{formatCount(counts.words)}</span> kelime
        </span>
        <span className={styles.countSep} aria-hidden="true">
          ·
        </span>
        <span>
          <span data-testid="char-count">{formatCount(counts.characters)}</span>
          {level !== 'ok' ? ` / ${formatCount(LIMITS.chapterMaxChars)}` : ''} karakter
        </span>
      </p>
    </div>
  );
}
