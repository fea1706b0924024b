import type { ChainedCommands, Editor } from '@tiptap/react';
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
  /** The shortcut after the modifier key (⌘ on a Mac, Ctrl elsewhere), as in "Shift+Z". */
  keys: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, keys, pressed, disabled, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={`Control+${keys} Meta+${keys}`}
      title={`${label} (${MOD}+${keys})`}
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
  /** A click handler that runs the command on the focused editor. */
  const run = (command: (chain: ChainedCommands) => ChainedCommands) => () => command(editor.chain().focus()).run();

  return (
    <div className={styles.toolbarRow}>
      <div role="toolbar" aria-label="Biçimlendirme" className={styles.tools}>
        <ToolButton label="Kalın" keys="B" pressed={state.bold} onClick={run((c) => c.toggleBold())}>
          <BoldIcon />
        </ToolButton>
        <ToolButton label="İtalik" keys="I" pressed={state.italic} onClick={run((c) => c.toggleItalic())}>
          <ItalicIcon />
        </ToolButton>
        <ToolButton label="Üstü çizili" keys="Shift+S" pressed={state.strike} onClick={run((c) => c.toggleStrike())}>
          <StrikeIcon />
        </ToolButton>
        <ToolButton label="Sahne ayracı" keys="Shift+Enter" disabled={!state.canBreak} onClick={run((c) => c.setHorizontalRule())}>
          <SceneBreakIcon />
        </ToolButton>
        <span className={styles.toolDivider} aria-hidden="true" />
        <ToolButton label="Geri al" keys="Z" disabled={!state.canUndo} onClick={run((c) => c.undo())}>
          <UndoIcon />
        </ToolButton>
        <ToolButton label="Yinele" keys="Shift+Z" disabled={!state.canRedo} onClick={run((c) => c.redo())}>
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
