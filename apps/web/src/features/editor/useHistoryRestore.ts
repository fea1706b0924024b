import { LIMITS, MSG, type Revision } from '@okuryazar/shared';
import { useState } from 'react';
import { useToast } from '../../components';
import { chapterConflictOf, useRestoreRevision } from './api';
import type { SavedSnapshot } from './draftStore';
import { failureText } from './saveOutcome';
import type { ChapterEditors } from './useChapterEditors';
import type { ChapterSave } from './useChapterSave';
import type { ChapterState } from './useChapterState';
import type { Conflict } from './useConflict';
import type { LocalDraft } from './useLocalDraft';

interface HistoryDeps {
  bookId: number;
  editors: ChapterEditors;
  state: ChapterState;
  draft: LocalDraft;
  save: ChapterSave;
  conflict: Conflict;
  resetSaveStatus: () => void;
}

/** "Geçmiş": the panel, and the restore of a revision it asks for. */
export function useHistoryRestore({ bookId, editors, state, draft, save, conflict, resetSaveStatus }: HistoryDeps) {
  const { toast } = useToast();
  const { mutateAsync: restoreRevision } = useRestoreRevision(bookId);
  const [open, setOpen] = useState(false);
  /** The text the revisions are compared with, taken when the panel opens. */
  const [current, setCurrent] = useState<SavedSnapshot>({ title: '', content: '' });
  const openHistory = () => {
    setCurrent(editors.currentText());
    setOpen(true);
  };

  /** A restore is a save of the old text; unsaved changes are saved first so they stay in the history. */
  const restore = async (revision: Revision) => {
    const chapterId = state.chapterIdRef.current;
    if (chapterId === null) return;
    if (draft.dirtyRef.current) {
      const outcome = await save.save();
      if (!outcome.ok) {
        setOpen(false);
        if (!outcome.conflict) toast({ title: outcome.reason, tone: 'error' });
        return;
      }
    }
    try {
      const result = await restoreRevision({ chapterId, revisionId: revision.revision_id, baseUpdatedAt: state.baseUpdatedAtRef.current });
      editors.show({ title: revision.title, content: revision.content, noteBefore: revision.note_before, noteAfter: revision.note_after, recap: revision.recap });
      state.savedRef.current = editors.currentText();
      // The server's answer is the version the next save goes on from.
      state.baseUpdatedAtRef.current = result.updated_at;
      draft.clear();
      resetSaveStatus();
      state.setSavedAt(new Date());
      save.autosave.clearStatus();
      state.setNotice(null);
      setOpen(false);
      toast({ title: MSG.revisionRestored, tone: 'success', duration: LIMITS.toastMs });
    } catch (error) {
      setOpen(false);
      const current = chapterConflictOf(error);
      if (current) conflict.openConflict(current);
      else toast({ title: failureText(error), tone: 'error' });
    }
  };

  return { open, setOpen, current, openHistory, restore };
}
