import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate, type Blocker } from '../../lib/router';
import { useToast } from '../../components';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { editorWrite } from './api';
import type { ChapterSave } from './useChapterSave';
import type { LocalDraft } from './useLocalDraft';

/** A blocker the first save of a new chapter may already have released or replaced. */
function release(blocker: Blocker) {
  try {
    if (blocker.state === 'blocked') blocker.reset();
  } catch {
    // Already released.
  }
}

/**
 * The leave guard: leaving with unsaved changes asks first ("Kaydet ve ayrıl", "Kaydetmeden
 * ayrıl", "Sayfada kal"); the browser's own prompt covers closing the tab.
 */
export function useLeaving(draft: LocalDraft, save: ChapterSave) {
  const navigate = useNavigate();
  const { toast } = useToast();
  /** Set for a navigation the editor makes itself after everything was saved; read by the router's blocker. */
  const bypass = useRef(false);
  const bypassGuard = useCallback(() => {
    bypass.current = true;
  }, []);

  const blocker = useLeaveGuard({
    isDirty: () => draft.dirtyRef.current,
    allowNavigation: () => bypass.current,
    onBeforeUnload: draft.flushPending,
  });
  // The blocker as of the latest render, for the save that outlives the one it started in.
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  /**
   * "Kaydetmeden ayrıl": the unsaved changes go, here and on the server (issue 28), so neither
   * this chapter nor the next new one opens with them. Closing the tab or a crash keeps them
   * (the draft is written as the author types), as the browser's own prompt does not choose.
   */
  const leaveWithoutSaving = () => {
    draft.clear();
    save.autosave.discard();
    blocker.proceed?.();
  };

  const leaving = useMutation({
    ...editorWrite,
    mutationFn: async () => {
      const target = blocker.location;
      const outcome = await save.save();
      return { outcome, target };
    },
    onSuccess: ({ outcome, target }) => {
      const current = blockerRef.current;
      if (outcome.ok) {
        // The first save of a new chapter replaces the history entry, which can release or
        // replace the blocker under us; leave by navigating ourselves instead of proceed().
        bypassGuard();
        release(current);
        if (target) void navigate(target);
      } else {
        if (!outcome.conflict) toast({ title: outcome.reason, tone: 'error' });
        release(current);
      }
    },
  });

  return { blocker, bypassGuard, leaveWithoutSaving, leaveWithSave: () => leaving.mutate(), leaving: leaving.isPending };
}
