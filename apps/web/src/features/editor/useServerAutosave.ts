import { useQueryClient } from '@tanstack/react-query';
import type { ChapterServerCopy } from '@okuryazar/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { chapterConflictOf, useAutosaveChapter, useDiscardAutosave } from './api';
import { AUTOSAVE_SCOPE } from './api/autosave-chapter';
import type { SavedSnapshot } from './draftStore';
import { whenPageHides } from '../../lib/pageHide';

/** At most one server autosave this often while the editor is dirty (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
export const AUTOSAVE_INTERVAL_MS = 10_000;
/** The first autosave after a pause waits this long, so a burst of typing goes in one request. */
export const AUTOSAVE_FIRST_DELAY_MS = 2_000;
/** Browsers refuse keepalive bodies over 64 KB; a longer text is sent as a normal request. */
const KEEPALIVE_MAX_BYTES = 60_000;

export interface ServerAutosaveOptions {
  chapterIdRef: RefObject<number | null>;
  /** The chapter version the editor's text is written from. */
  baseUpdatedAtRef: RefObject<string | null>;
  /** The unsaved text, or null when there is nothing to keep (clean editor). */
  snapshot: () => SavedSnapshot | null;
  /** The server draft the editor opened with (its version), if any. */
  initialDraftVersion: string | null;
  /** The editor's own save while it is under way: autosaves wait for it (see send). */
  saveInFlightRef: RefObject<Promise<unknown> | null>;
  /** The server refused the draft: the chapter or its draft changed on another device. */
  onConflict: (current: ChapterServerCopy) => void;
}

/** Settles when the promise does, whether it succeeds or fails. */
const settled = (pending: Promise<unknown> | null) => pending?.then(() => {}, () => {});

/**
 * Keeps the editor's unsaved text on the server: at most every AUTOSAVE_INTERVAL_MS while
 * dirty, and once more (keepalive) when the page is hidden or left. After a refusal it pauses
 * until the conflict is settled (resume), so it never overwrites the other version unseen.
 */
export function useServerAutosave({ chapterIdRef, baseUpdatedAtRef, saveInFlightRef, snapshot, initialDraftVersion, onConflict }: ServerAutosaveOptions) {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** performance.now() right after the last autosave request was issued; null before the first. */
  const lastSentAt = useRef<number | null>(null);
  const lastSent = useRef<string | null>(null);
  /*
   * Waiting for the editor's own save (below): that is another write's time, not this
   * mutation's, so its own state cannot say it; a timer that fires meanwhile must not send too.
   */
  const waitingForSave = useRef(false);
  /** The author left without saving: nothing more is sent (not even on unmount). */
  const discarded = useRef(false);
  /** The server draft's version, as the server last answered it (a timer and the unload handler read it). */
  const draftVersion = useRef<string | null>(initialDraftVersion);
  const paused = useRef<{ draftVersion: string | null } | null>(null);
  const onConflictRef = useRef(onConflict);
  onConflictRef.current = onConflict;
  const queryClient = useQueryClient();
  const { mutateAsync: autosaveChapter } = useAutosaveChapter((result) => {
    draftVersion.current = result.updated_at;
  });
  const { mutate: discardAutosave } = useDiscardAutosave();
  /** Read at call time by timers and unload handlers, which a render's isPending would reach too late. */
  const autosaveOnItsWay = useCallback(() => queryClient.isMutating({ predicate: (m) => m.options.scope?.id === AUTOSAVE_SCOPE.id }) > 0, [queryClient]);

  const send = useCallback(
    async (keepalive = false) => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      // A draft sent during the editor's own save would be from the version that save replaces,
      // and refused; wait for the save, then send what is still unsaved, from its version.
      if (!keepalive && saveInFlightRef.current) {
        waitingForSave.current = true;
        await settled(saveInFlightRef.current);
        waitingForSave.current = false;
      }
      const chapterId = chapterIdRef.current;
      const base = baseUpdatedAtRef.current;
      const text = discarded.current ? null : snapshot();
      if (chapterId === null || base === null || text === null || paused.current || waitingForSave.current || autosaveOnItsWay()) return;
      // docs/PRODUCT.md#reading-comfort-and-writers-tools: at most one autosave every AUTOSAVE_INTERVAL_MS, measured on the monotonic
      // clock from the previous request; a timer that fires early waits for the rest. Only
      // leaving the page (keepalive) may send sooner.
      const early = lastSentAt.current === null ? 0 : lastSentAt.current + AUTOSAVE_INTERVAL_MS - performance.now();
      if (!keepalive && early > 0) {
        timer.current = window.setTimeout(() => void send(), early);
        return;
      }
      const noteBefore = text.noteBefore ?? '';
      const noteAfter = text.noteAfter ?? '';
      const recap = text.recap ?? '';
      const key = JSON.stringify([base, text.title, text.content, noteBefore, noteAfter, recap]);
      if (key === lastSent.current) return;
      const body = {
        title: text.title,
        content: text.content,
        note_before: noteBefore,
        note_after: noteAfter,
        recap,
        base_updated_at: base,
        draft_updated_at: draftVersion.current,
      };
      try {
        const small = keepalive && JSON.stringify(body).length < KEEPALIVE_MAX_BYTES;
        // Taken once the request is issued (call() starts the fetch synchronously), so the next
        // one can never be issued less than the interval after this one.
        const issued = () => {
          lastSentAt.current = performance.now();
        };
        // Set now as well, so a change typed before the request leaves schedules from this send.
        lastSentAt.current = performance.now();
        await autosaveChapter({ chapterId, body, keepalive: small, issued });
        lastSent.current = key;
        setSavedAt(new Date());
      } catch (error) {
        let current = chapterConflictOf(error);
        if (current) {
          // The editor's own save may have overtaken this draft on the server (sent while the
          // draft was on its way). A refusal that names the version this editor now holds is
          // that save, not another device: the saved text supersedes the draft.
          await settled(saveInFlightRef.current);
          if (baseUpdatedAtRef.current !== base && current.updated_at === baseUpdatedAtRef.current) current = null;
        }
        if (current) {
          paused.current = { draftVersion: current.draft_updated_at ?? draftVersion.current };
          onConflictRef.current(current);
        }
        // Other failures (offline, rate limit) wait for the next change or interval; the local draft holds the text.
      }
    },
    [autosaveChapter, autosaveOnItsWay, baseUpdatedAtRef, chapterIdRef, saveInFlightRef, snapshot],
  );

  /** Called on every change: sends within the interval, never more often. */
  const schedule = useCallback(() => {
    if (timer.current !== undefined || chapterIdRef.current === null) return;
    const since = lastSentAt.current === null ? Infinity : performance.now() - lastSentAt.current;
    const wait = Math.max(AUTOSAVE_FIRST_DELAY_MS, AUTOSAVE_INTERVAL_MS - since);
    timer.current = window.setTimeout(() => void send(), wait);
  }, [chapterIdRef, send]);

  /** The conflict is settled: the other device's draft has been seen, autosaves may go on. */
  const resume = useCallback(() => {
    if (!paused.current) return;
    draftVersion.current = paused.current.draftVersion;
    paused.current = null;
    lastSent.current = null;
  }, []);

  /**
   * The author leaves without saving (issue 28): no autosave is sent any more, and the server
   * draft this editor wrote or opened with is dropped once any autosave on its way has
   * landed (the two share a mutation scope); otherwise the next opening would bring the
   * discarded text back as another device's draft. Only that version goes: a draft another
   * device wrote since stays.
   */
  const discard = useCallback(() => {
    discarded.current = true;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const chapterId = chapterIdRef.current;
    if (chapterId !== null) discardAutosave({ chapterId, version: () => draftVersion.current });
  }, [chapterIdRef, discardAutosave]);

  /** A save made the draft obsolete: the status goes back to the saved time. */
  const clearStatus = useCallback(() => setSavedAt(null), []);

  useEffect(() => {
    const onHide = () => {
      if (timer.current !== undefined) void send(true);
    };
    const stop = whenPageHides(onHide);
    return () => {
      stop();
      // Leaving the editor inside the app: the last text goes to the server too.
      onHide();
    };
  }, [send]);

  return useMemo(() => ({ savedAt, schedule, send, resume, clearStatus, discard }), [savedAt, schedule, send, resume, clearStatus, discard]);
}
