import { useCallback, useEffect, useRef, useState } from 'react';
import { removeDraft, sameText, writeDraft } from './draftStore';
import type { ChapterEditors } from './useChapterEditors';
import type { ChapterState } from './useChapterState';
import { whenPageHides } from '../../lib/pageHide';

/** Local drafts are written at most this long after a change (SPEC brief: ≤ 500 ms). */
export const DRAFT_WRITE_MS = 400;

export const storage = (): Storage => window.localStorage;

/**
 * The local safety net (draftStore.ts): whether the editor holds unsaved changes, and the
 * draft written at most DRAFT_WRITE_MS after each change and whenever the page hides.
 */
export function useLocalDraft({ editor, currentText }: ChapterEditors, { savedRef, baseUpdatedAtRef, draftRef }: ChapterState, restored: boolean) {
  const [dirty, setDirtyState] = useState(restored);
  /** Read by the leave guard and the autosave between renders. */
  const dirtyRef = useRef(restored);
  const timer = useRef<number | undefined>(undefined);

  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);

  /** A pending write is dropped: the editor now holds a version that needs no draft (or a new one follows). */
  const cancelWrite = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  /** Writes the draft now (or removes it when the text equals the saved copy). */
  const flush = useCallback(() => {
    cancelWrite();
    if (editor.isDestroyed) return;
    const current = currentText();
    if (sameText(current, savedRef.current)) {
      removeDraft(storage(), draftRef());
      setDirty(false);
      return;
    }
    writeDraft(storage(), draftRef(), { ...current, savedAt: Date.now(), baseUpdatedAt: baseUpdatedAtRef.current });
  }, [baseUpdatedAtRef, cancelWrite, currentText, draftRef, editor, savedRef, setDirty]);

  /** Writes a draft that is still waiting for its timer. */
  const flushPending = useCallback(() => {
    if (timer.current !== undefined) flush();
  }, [flush]);

  const touch = useCallback(() => {
    if (!dirtyRef.current) setDirty(true);
    // A trailing throttle, not a debounce: a fast typist still gets a write every 400 ms.
    if (timer.current === undefined) timer.current = window.setTimeout(flush, DRAFT_WRITE_MS);
  }, [flush, setDirty]);

  /** The editor holds the saved copy: no draft, nothing unsaved. */
  const clear = useCallback(() => {
    cancelWrite();
    removeDraft(storage(), draftRef());
    setDirty(false);
  }, [cancelWrite, draftRef, setDirty]);

  // Flush when the tab hides or the page goes away, and when leaving the screen.
  useEffect(() => {
    const stop = whenPageHides(flushPending);
    return () => {
      stop();
      flushPending();
    };
  }, [flushPending]);

  /** The unsaved text for the server draft, or null when the editor holds the saved copy. */
  const unsaved = useCallback(() => {
    if (editor.isDestroyed || !dirtyRef.current) return null;
    const current = currentText();
    return sameText(current, savedRef.current) ? null : current;
  }, [currentText, editor, savedRef]);

  return { dirty, dirtyRef, setDirty, flush, flushPending, touch, cancelWrite, clear, unsaved };
}

export type LocalDraft = ReturnType<typeof useLocalDraft>;
