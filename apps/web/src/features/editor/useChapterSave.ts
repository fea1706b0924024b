import { LIMITS, MSG } from '@okuryazar/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '../../lib/router';
import { paths } from '../../config/paths';
import { useToast } from '../../components';
import { noteHtml } from './AuthorNoteField';
import { chapterConflictOf, useSaveChapter } from './api';
import { sameText, settleDraftAfterSave } from './draftStore';
import { chapterText } from './extensions';
import { failureText, refusalBeforeSave, type SaveOutcome } from './saveOutcome';
import type { ChapterEditors } from './useChapterEditors';
import type { ChapterState } from './useChapterState';
import type { Conflict } from './useConflict';
import { storage, type LocalDraft } from './useLocalDraft';
import { useServerAutosave } from './useServerAutosave';

interface SaveDeps {
  bookId: number;
  /** The server draft the editor opened with (its version), if any. */
  initialDraftVersion: string | null;
  saving: ReturnType<typeof useSaveChapter>;
  editors: ChapterEditors;
  state: ChapterState;
  draft: LocalDraft;
  conflict: Conflict;
}

/**
 * "Kaydet" (button, Ctrl/Cmd+S, and before preview, publish, restore or leaving), the server
 * autosave that keeps unsaved text between saves, and "keep mine" in a conflict.
 */
export function useChapterSave({ bookId, initialDraftVersion, saving, editors, state, draft, conflict }: SaveDeps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { editor, noteBeforeEditor, noteAfterEditor, titleRef, recapRef, currentText } = editors;
  const { chapterIdRef, baseUpdatedAtRef, draftRef } = state;
  const { mutateAsync: saveChapter } = saving;
  /*
   * The save on its way. A second caller (Ctrl+S during a preview's save) joins it and gets
   * its outcome rather than sending the same text twice, and the autosave waits for it; a
   * mutation exposes its state, not its promise, so the promise is kept here.
   */
  const inFlight = useRef<Promise<SaveOutcome> | null>(null);

  const autosave = useServerAutosave({
    chapterIdRef,
    baseUpdatedAtRef,
    saveInFlightRef: inFlight,
    snapshot: draft.unsaved,
    initialDraftVersion,
    onConflict: conflict.openConflict,
  });

  const runSave = useCallback(async (): Promise<SaveOutcome> => {
    draft.flushPending();
    const rawTitle = titleRef.current;
    const content = editor.getHTML();
    const noteBefore = noteHtml(noteBeforeEditor);
    const noteAfter = noteHtml(noteAfterEditor);
    const recap = recapRef.current;
    const refusal = refusalBeforeSave({
      title: rawTitle,
      text: chapterText(editor.state.doc),
      notes: [noteBeforeEditor, noteAfterEditor].map((e) => chapterText(e.state.doc)),
      recap,
    });
    if (refusal) return { ok: false, reason: refusal };

    const fromRef = draftRef();
    try {
      const result = await saveChapter({
        book_id: bookId,
        chapter_id: chapterIdRef.current,
        title: rawTitle.trim(),
        content,
        note_before: noteBefore,
        note_after: noteAfter,
        recap,
        is_published: state.isPublishedRef.current,
        base_updated_at: baseUpdatedAtRef.current,
      });
      const snapshot = { title: rawTitle, content, noteBefore, noteAfter, recap };
      state.savedRef.current = snapshot;
      baseUpdatedAtRef.current = result.updated_at;
      settleDraftAfterSave(storage(), fromRef, draftRef(result.chapter_id), snapshot, result.updated_at);
      if (chapterIdRef.current === null) {
        state.setChapterId(result.chapter_id);
        // A reload must keep editing this chapter, not start another new one. (Same path,
        // so the leave guard lets it through.)
        void navigate(paths.editStory, { replace: true, state: { bookId, chapterId: result.chapter_id, title: rawTitle.trim() } });
      }
      state.setPublished(result.is_published);
      state.setSavedAt(new Date());
      autosave.clearStatus();
      state.setNotice(null);
      draft.setDirty(!sameText(currentText(), snapshot));
      return { ok: true, chapterId: result.chapter_id };
    } catch (error) {
      const current = chapterConflictOf(error);
      if (current) {
        conflict.openConflict(current);
        return { ok: false, reason: MSG.chapterConflict, conflict: true };
      }
      return { ok: false, reason: failureText(error) };
    }
  }, [autosave, baseUpdatedAtRef, bookId, chapterIdRef, conflict, currentText, draft, draftRef, editor, navigate, noteAfterEditor, noteBeforeEditor, recapRef, saveChapter, state, titleRef]);

  /** One save at a time: a second request joins the one in flight. */
  const save = useCallback((): Promise<SaveOutcome> => {
    if (inFlight.current) return inFlight.current;
    const pending = runSave().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = pending;
    return pending;
  }, [runSave]);

  const saveWithFeedback = useCallback(async () => {
    const outcome = await save();
    if (outcome.ok) toast({ title: MSG.saved, tone: 'success', duration: LIMITS.toastMs });
    else if (!outcome.conflict) toast({ title: outcome.reason, tone: 'error' });
    return outcome;
  }, [save, toast]);

  // Ctrl/Cmd+S saves (and never opens the browser's "save page" dialog). While the conflict
  // dialog waits for the author's choice it does nothing: a save from the outdated version
  // would only be refused again.
  const conflictOpen = conflict.conflict !== null;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!conflictOpen) void saveWithFeedback();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [saveWithFeedback, conflictOpen]);

  // Autosaves pause while a conflict is open and go on once the author has chosen.
  useEffect(() => {
    if (!conflictOpen) autosave.resume();
  }, [autosave, conflictOpen]);

  /** Keep mine: save this text again with the server's version as base, overwriting it. */
  const keepMine = async () => {
    const open = conflict.conflict;
    if (!open) return;
    baseUpdatedAtRef.current = open.server.updated_at;
    const outcome = await save();
    // Saved once more elsewhere meanwhile: the dialog stays, now with the newer copy.
    if (!outcome.ok && outcome.conflict) return;
    conflict.setConflict(null);
    if (outcome.ok) toast({ title: MSG.saved, tone: 'success', duration: LIMITS.toastMs });
    else toast({ title: outcome.reason, tone: 'error' });
  };

  return { save, saveWithFeedback, keepMine, autosave };
}

export type ChapterSave = ReturnType<typeof useChapterSave>;
