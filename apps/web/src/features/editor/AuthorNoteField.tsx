import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { LIMITS } from '@okuryazar/shared';
import { useEffect, useId, useMemo, useRef } from 'react';
import { chapterEditorExtensions, chapterText } from './extensions';
import { FoldedNote } from './FoldedNote';
import './editor-prose.css';
import styles from './AuthorNoteField.module.css';

export const NOTE_BEFORE_LABEL = 'Bölüm başı notu';
export const NOTE_AFTER_LABEL = 'Bölüm sonu notu';
const NOTE_PLACEHOLDER = 'Okurlarınıza kısa bir not yazabilirsiniz…';

/** A note's HTML as it is saved: '' when it has no visible text (what the server stores for it too). */
export function noteHtml(editor: Editor): string {
  if (editor.isDestroyed) return '';
  return chapterText(editor.state.doc).trim() ? editor.getHTML() : '';
}

/**
 * The small editor of one author's note (docs/PRODUCT.md#reading-comfort-and-writers-tools): the chapter's schema (bold, italic,
 * strikethrough, breaks, scene breaks), at most LIMITS.authorNoteMaxChars characters.
 * `onChange` and `onLimitExceeded` are read at call time, so they may change every render.
 */
export function useNoteEditor(label: string, initial: string, onChange: () => void, onLimitExceeded: () => void): Editor {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onLimitRef = useRef(onLimitExceeded);
  onLimitRef.current = onLimitExceeded;
  const extensions = useMemo(
    () =>
      chapterEditorExtensions({
        limit: LIMITS.authorNoteMaxChars,
        onLimitExceeded: () => onLimitRef.current(),
        placeholder: NOTE_PLACEHOLDER,
      }),
    [],
  );
  const editorProps = useMemo(
    () => ({
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        lang: 'tr',
        spellcheck: 'true',
        class: styles.prose ?? '',
      },
    }),
    [label],
  );
  return useEditor({
    extensions,
    content: initial || '<p></p>',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: () => onChangeRef.current(),
  });
}

export interface AuthorNoteFieldProps {
  editor: Editor;
  label: string;
  /** Where readers see it, for the hint under the label. */
  place: 'before' | 'after';
}

/**
 * A collapsible author's note: a disclosure button (with whether there is a note) and, open,
 * the note's editor with its character count. Closed, the editor stays mounted (hidden), so
 * nothing typed is lost and saving reads it as usual.
 */
export function AuthorNoteField({ editor, label, place }: AuthorNoteFieldProps) {
  const hintId = useId();
  const { length, filled } = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const text = chapterText(e.state.doc);
      return { length: text.length, filled: text.trim().length > 0 };
    },
  });
  // The hint describes the note's text box (ProseMirror keeps attributes it did not set).
  useEffect(() => {
    if (!editor.isDestroyed) editor.view.dom.setAttribute('aria-describedby', hintId);
  }, [editor, hintId]);
  return (
    <FoldedNote
      label={label}
      place={place}
      filled={filled}
      filledState="Not var"
      hint={
        place === 'before'
          ? 'Okurlar bu notu bölüm metninden önce, “Yazarın notu” kutusunda görür.'
          : 'Okurlar bu notu bölüm metninden sonra, “Yazarın notu” kutusunda görür.'
      }
      hintId={hintId}
      length={length}
      max={LIMITS.authorNoteMaxChars}
      onUnfold={() => window.setTimeout(() => editor.commands.focus('end'), 0)}
    >
      <EditorContent editor={editor} className={styles.field} />
    </FoldedNote>
  );
}
