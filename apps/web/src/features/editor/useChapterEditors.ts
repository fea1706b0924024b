import { useEditor } from '@tiptap/react';
import { LIMITS, MSG } from '@okuryazar/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useToast } from '../../components';
import { NOTE_AFTER_LABEL, NOTE_BEFORE_LABEL, noteHtml, useNoteEditor } from './AuthorNoteField';
import type { SavedSnapshot } from './draftStore';
import { BYPASS_LIMIT_META, chapterEditorExtensions } from './extensions';
import styles from './ChapterEditor.module.css';

/** At most one toast per LIMITS.toastMs for a limit the author keeps typing against. */
function useLimitToast(title: string) {
  const { toast } = useToast();
  const last = useRef(0);
  const latest = useRef(toast);
  latest.current = toast;
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < LIMITS.toastMs) return;
    last.current = now;
    latest.current({ title, tone: 'error' });
  }, [title]);
}

// Stable option objects: useEditor re-applies options whose identity changes.
const editorProps = {
  attributes: {
    'aria-label': 'Bölüm metni',
    'aria-multiline': 'true',
    role: 'textbox',
    lang: 'tr',
    spellcheck: 'true',
    class: styles.prose ?? '',
  },
};

/**
 * The title field and the three TipTap editors (text, and the author's notes before and after
 * it, docs/PRODUCT.md#reading-comfort-and-writers-tools). Every change of any of them calls
 * `onChangeRef.current`, which the workspace sets once the draft and autosave exist.
 */
export function useChapterEditors(start: SavedSnapshot) {
  const onChangeRef = useRef(() => {});
  const notifyChange = useCallback(() => onChangeRef.current(), []);
  const onLimitExceeded = useLimitToast(MSG.characterLimit);
  const onNoteLimit = useLimitToast(MSG.authorNoteTooLong);
  const extensions = useMemo(() => chapterEditorExtensions({ onLimitExceeded, assignParagraphIds: true }), [onLimitExceeded]);
  const editor = useEditor({
    extensions,
    content: start.content,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: notifyChange,
  });
  const noteBeforeEditor = useNoteEditor(NOTE_BEFORE_LABEL, start.noteBefore ?? '', notifyChange, onNoteLimit);
  const noteAfterEditor = useNoteEditor(NOTE_AFTER_LABEL, start.noteAfter ?? '', notifyChange, onNoteLimit);

  const [title, setTitleState] = useState(start.title);
  /** The title as typed, for handlers that run between renders. */
  const titleRef = useRef(start.title);
  const setTitle = useCallback((value: string) => {
    titleRef.current = value;
    setTitleState(value);
  }, []);

  const [recap, setRecapState] = useState(start.recap ?? '');
  /** The "Önceki bölümlerde" recap as typed (docs/PRODUCT.md#community-engine), for handlers that run between renders. */
  const recapRef = useRef(start.recap ?? '');
  const setRecap = useCallback((value: string) => {
    recapRef.current = value;
    setRecapState(value);
  }, []);

  /** Title, text, notes and recap as the editors hold them now. */
  const currentText = useCallback(
    (): SavedSnapshot => ({
      title: titleRef.current,
      content: editor.getHTML(),
      noteBefore: noteHtml(noteBeforeEditor),
      noteAfter: noteHtml(noteAfterEditor),
      recap: recapRef.current,
    }),
    [editor, noteBeforeEditor, noteAfterEditor],
  );

  /** Shows a version (an absent note is an empty one) without a change event: the caller decides what it means. */
  const show = useCallback(
    (version: SavedSnapshot) => {
      editor.chain().setMeta(BYPASS_LIMIT_META, true).setContent(version.content, { emitUpdate: false }).run();
      for (const [noteEditor, html] of [
        [noteBeforeEditor, version.noteBefore],
        [noteAfterEditor, version.noteAfter],
      ] as const) {
        noteEditor.chain().setMeta(BYPASS_LIMIT_META, true).setContent(html || '<p></p>', { emitUpdate: false }).run();
      }
      setTitle(version.title);
      setRecap(version.recap ?? '');
    },
    [editor, noteBeforeEditor, noteAfterEditor, setTitle, setRecap],
  );

  return { editor, noteBeforeEditor, noteAfterEditor, title, setTitle, titleRef, recap, setRecap, recapRef, currentText, show, onChangeRef, notifyChange };
}

export type ChapterEditors = ReturnType<typeof useChapterEditors>;
