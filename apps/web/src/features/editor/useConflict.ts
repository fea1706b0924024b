import type { ChapterServerCopy } from '@okuryazar/shared';
import { useCallback, useState } from 'react';
import { readAside, removeAside, writeAside, type AsideCopy, type SavedSnapshot } from './draftStore';
import type { ChapterEditors } from './useChapterEditors';
import type { ChapterState } from './useChapterState';
import { storage, type LocalDraft } from './useLocalDraft';

/** The stored copy of a conflict as the version panels show it (notes included). */
export const serverVersion = (copy: ChapterServerCopy) => ({ title: copy.title, content: copy.content, noteBefore: copy.note_before, noteAfter: copy.note_after, recap: copy.recap });

/**
 * A write refused because the chapter changed elsewhere, and the author's ways out that need
 * no save: take the server's version (setting their own text aside), or merge by hand.
 * Keeping their own text is a save (useChapterSave).
 */
export function useConflict(editors: ChapterEditors, state: ChapterState, draft: LocalDraft, resetSaveStatus: () => void) {
  const { currentText, show, notifyChange, editor } = editors;
  const { draftRef, setPublished, setNotice } = state;
  /** An open save conflict: the stored copy and what this editor held when it was refused. */
  const [conflict, setConflict] = useState<null | { server: ChapterServerCopy; local: SavedSnapshot }>(null);
  /** "Merge by hand": the other version stays visible above the editor until closed. */
  const [mergeSource, setMergeSource] = useState<ChapterServerCopy | null>(null);
  /** The author's own text, set aside when they took the server's version in a conflict. */
  const [aside, setAside] = useState<(AsideCopy & { stored: boolean }) | null>(() => {
    const copy = state.chapterIdRef.current === null ? null : readAside(storage(), draftRef());
    return copy ? { ...copy, stored: true } : null;
  });

  /**
   * The text stays in the editor and in the local draft (still marked with the old base); the
   * dialog lets the author choose. The published flag is not the author's typing: take the
   * server's, so that keeping this text does not undo a publish made in the other tab.
   */
  const openConflict = useCallback(
    (server: ChapterServerCopy) => {
      draft.flushPending();
      setPublished(server.is_published);
      // The restored-draft notice offers the copy loaded at opening, which is now outdated.
      setNotice(null);
      setConflict({ server, local: currentText() });
    },
    [currentText, draft, setNotice, setPublished],
  );

  /** Take the server's: the editor shows it; this text is set aside on this device first. */
  const takeServer = () => {
    if (!conflict) return;
    const { server, local } = conflict;
    const copy: AsideCopy = { ...local, savedAt: Date.now() };
    const stored = writeAside(storage(), draftRef(), copy);
    show(serverVersion(server));
    draft.cancelWrite();
    state.baseUpdatedAtRef.current = server.updated_at;
    setAside({ ...copy, stored });
    setConflict(null);
    setNotice(null);
    if (server.draft_updated_at) {
      // Another device's autosave, not a saved text: it stays unsaved work in this editor.
      notifyChange();
      return;
    }
    state.savedRef.current = currentText();
    draft.clear();
    resetSaveStatus();
    state.setSavedAt(new Date(server.updated_at));
  };

  /** Merge by hand: this text stays in the editor, the server's version is shown beside it. */
  const mergeByHand = () => {
    if (!conflict) return;
    state.baseUpdatedAtRef.current = conflict.server.updated_at;
    setMergeSource(conflict.server);
    setConflict(null);
    editor.commands.focus('end');
  };

  /** Back to the text set aside: it becomes unsaved editor text (and the draft) again. */
  const restoreAside = () => {
    if (!aside) return;
    show(aside);
    draft.cancelWrite();
    notifyChange();
    draft.flush();
    removeAside(storage(), draftRef());
    setAside(null);
  };

  const dropAside = () => {
    removeAside(storage(), draftRef());
    setAside(null);
  };

  return { conflict, setConflict, openConflict, takeServer, mergeByHand, mergeSource, setMergeSource, aside, restoreAside, dropAside };
}

export type Conflict = ReturnType<typeof useConflict>;
