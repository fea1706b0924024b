import { EditorContent, useEditor } from '@tiptap/react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, LIMITS, MSG, type ChapterServerCopy, type Revision, type ServerDraft } from '@okuryazar/shared';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { storiesKeys } from '../../lib/authoringKeys';
import { paths } from '../../config/paths';
import { Button, Dialog, DialogActions, useToast } from '../../components';
import { ApiError } from '../../lib/api';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { AuthorNoteField, NOTE_AFTER_LABEL, NOTE_BEFORE_LABEL, noteHtml, useNoteEditor } from './AuthorNoteField';
import { chapterConflictOf, previewQueryKey, restoreRevision, revisionsQueryKey, saveChapter, setChapterPublished } from './api';
import { ChapterConflictDialog, useCopyVersion, VersionPanel } from './ChapterConflictDialog';
import { formatSavedTime } from './chapterText';
import { ConfirmPublishDialog } from './ConfirmPublishDialog';
import { DraftOfferDialog } from './DraftOfferDialog';
import {
  listNewChapterDrafts,
  readAside,
  readDraft,
  removeAside,
  removeDraft,
  sameText,
  settleDraftAfterSave,
  writeAside,
  writeDraft,
  type AsideCopy,
  type DraftRef,
  type SavedSnapshot,
  type StoredDraft,
} from './draftStore';
import { EditorToolbar } from './EditorToolbar';
import { BYPASS_LIMIT_META, chapterEditorExtensions, chapterText, normalizeChapterHtml } from './extensions';
import { ArrowLeftIcon, CloudCheckIcon, EyeIcon, PencilDotIcon } from '../../components/icons';
import { chooseOpeningDraft } from './serverDraft';
import { useServerAutosave } from './useServerAutosave';
import { ScheduleButton } from '../schedule';
import './editor-prose.css';
import styles from './ChapterEditor.module.css';

/** Local drafts are written at most this long after a change (SPEC brief: ≤ 500 ms). */
export const DRAFT_WRITE_MS = 400;

export const RESTORED_NOTICE = 'Bu cihazdaki taslak geri yüklendi.';
export const SERVER_DRAFT_NOTICE = 'Başka bir cihazdaki taslak geri yüklendi.';
export const HISTORY_LABEL = 'Geçmiş';

// The history panel and its diff library load only when the author opens it.
const HistoryPanel = lazy(() => import('./HistoryPanel').then((m) => ({ default: m.HistoryPanel })));
export const USE_SERVER_VERSION = 'Sunucudaki sürümü kullan';
export const ASIDE_NOTICE = 'Sunucudaki sürümü aldınız; kendi metniniz kaybolmadı.';
export const RESTORE_ASIDE = 'Kendi metnime dön';
const SCHEDULE_NOTE = 'Bölüm, sunucuya kaydedilmiş son hâliyle yayımlanır.';

export interface ServerChapter {
  title: string;
  content: string;
  /** The author's notes before and after the text (docs/PRODUCT.md#reading-comfort-and-writers-tools); '' or absent when none. */
  noteBefore?: string;
  noteAfter?: string;
  isPublished: boolean;
  /** null for a chapter that does not exist on the server yet. */
  updatedAt: string | null;
  /** The server autosave when it is newer than the saved text (another device's, or this one's). */
  draft?: ServerDraft | null;
  /** When the scheduler publishes this draft (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
  publishAt?: string | null;
}

export interface ChapterWorkspaceProps {
  userId: number;
  username: string;
  bookId: number;
  chapterId: number | null;
  /** A new chapter's own id (chapterId null), which names its local draft (navigation.ts). */
  newChapter?: string;
  server: ServerChapter;
}

type SaveState = 'idle' | 'saving' | 'error';
/** conflict: the server refused the base version; the conflict dialog is open, no toast needed. */
type SaveFailure = { ok: false; reason: string; conflict?: boolean };
type SaveOutcome = { ok: true; chapterId: number } | SaveFailure;

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === ERROR_CODES.CHARACTER_LIMIT || error.message === MSG.characterLimit) return MSG.characterLimit;
    if (error.message === MSG.titleAndContentRequired) return MSG.titleAndContentRequired;
    if (error.message === MSG.authorNoteTooLong) return MSG.authorNoteTooLong;
  }
  return MSG.saveError;
}

/** A stored note as the note editor writes it, so a saved note compares equal to the same note typed. */
const normalizeNote = (html: string | null | undefined) => (html ? normalizeChapterHtml(html) : '');

const storage = (): Storage => window.localStorage;

/** Leaving without saving drops the changes (issue 28): the leave dialog says so. */
export const LEAVE_NOTE = 'Kaydetmeden ayrılırsanız bu değişiklikler silinir; taslak olarak da saklanmaz.';

/** The stored copy of a conflict as the version panels show it (notes included). */
const serverVersion = (copy: ChapterServerCopy) => ({ title: copy.title, content: copy.content, noteBefore: copy.note_before, noteAfter: copy.note_after });

/**
 * The writing surface: title, TipTap body, toolbar, save / preview / publish, the local
 * draft safety net and the leave guards. Mounted once the server copy is known.
 */
export function ChapterWorkspace({ userId, username, bookId, chapterId: initialChapterId, newChapter, server }: ChapterWorkspaceProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** Preview, story details and my-stories all show what a save or publish changes. */
  const refreshStoryLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: previewQueryKey(bookId) });
    void queryClient.invalidateQueries({ queryKey: storiesKeys.details(bookId) });
    void queryClient.invalidateQueries({ queryKey: storiesKeys.all });
  }, [bookId, queryClient]);
  const { toast } = useToast();
  const titleId = useId();

  // ---- opening: server copy vs local draft (decided once) ----------------------------
  const [opening] = useState(() => {
    const serverCopy: SavedSnapshot = {
      title: server.title,
      content: normalizeChapterHtml(server.content),
      noteBefore: normalizeNote(server.noteBefore),
      noteAfter: normalizeNote(server.noteAfter),
    };
    const ref: DraftRef = { userId, bookId, chapterId: initialChapterId, ...(initialChapterId === null && newChapter ? { newChapter } : {}) };
    const stored = readDraft(storage(), ref);
    // A draft from before notes existed changed no note: it keeps the server's.
    const local = stored && {
      ...stored,
      noteBefore: stored.noteBefore ?? serverCopy.noteBefore,
      noteAfter: stored.noteAfter ?? serverCopy.noteAfter,
    };
    const decision = chooseOpeningDraft(local, server.draft, { ...serverCopy, updatedAt: server.updatedAt }, normalizeChapterHtml);
    if (decision.kind === 'discard') removeDraft(storage(), ref);
    const start: SavedSnapshot =
      decision.kind === 'restore'
        ? {
            title: decision.draft.title,
            content: decision.draft.content,
            noteBefore: decision.draft.noteBefore ?? serverCopy.noteBefore,
            noteAfter: decision.draft.noteAfter ?? serverCopy.noteAfter,
          }
        : serverCopy;
    // A new chapter opens empty (or with its own draft after a reload); the drafts of other new
    // chapters that were never saved are offered, never loaded by themselves (issue 28).
    const offers = initialChapterId === null && decision.kind !== 'restore' ? listNewChapterDrafts(storage(), { userId, bookId }, newChapter) : [];
    return { serverCopy, decision, start, offers };
  });

  const [title, setTitle] = useState(opening.start.title);
  const [chapterId, setChapterId] = useState(initialChapterId);
  const [isPublished, setIsPublished] = useState(server.isPublished);
  const [publishAt, setPublishAt] = useState(server.publishAt ?? null);
  const [dirty, setDirty] = useState(opening.decision.kind === 'restore');
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(server.updatedAt ? new Date(server.updatedAt) : null);
  const [notice, setNotice] = useState(
    opening.decision.kind === 'restore' ? { serverChangedSince: opening.decision.serverChangedSince, source: opening.decision.source } : null,
  );
  const [confirm, setConfirm] = useState<null | 'publish' | 'unpublish'>(null);
  /** An open save conflict: the stored copy and what this editor held when it was refused. */
  const [conflict, setConflict] = useState<null | { server: ChapterServerCopy; local: SavedSnapshot }>(null);
  /** "Merge by hand": the other version stays visible above the editor until closed. */
  const [mergeSource, setMergeSource] = useState<ChapterServerCopy | null>(null);
  /** The author's own text, set aside when they took the server's version in a conflict. */
  const [aside, setAside] = useState<(AsideCopy & { stored: boolean }) | null>(() => {
    const copy = initialChapterId === null ? null : readAside(storage(), { userId, bookId, chapterId: initialChapterId });
    return copy ? { ...copy, stored: true } : null;
  });
  const [publishing, setPublishing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  /** Drafts of other unsaved new chapters of this story, offered when this one opens. */
  const [offers, setOffers] = useState<StoredDraft[]>(opening.offers);

  // Refs mirror what async handlers and window listeners must read at call time.
  const titleRef = useRef(title);
  const chapterIdRef = useRef(chapterId);
  const isPublishedRef = useRef(isPublished);
  const savedRef = useRef<SavedSnapshot>(opening.serverCopy);
  /*
   * The version the editor's text was written from. A restored draft keeps the version it was
   * typed on: if the server moved on since (another device), saving it opens the conflict
   * dialog instead of overwriting that newer text.
   */
  const baseUpdatedAtRef = useRef<string | null>(
    opening.decision.kind === 'restore' ? (opening.decision.draft.baseUpdatedAt ?? server.updatedAt) : server.updatedAt,
  );
  const dirtyRef = useRef(dirty);
  const bypassGuardRef = useRef(false);
  const draftTimer = useRef<number | undefined>(undefined);
  const savingRef = useRef<Promise<SaveOutcome> | null>(null);
  const lastLimitToast = useRef(0);

  const setDirtyBoth = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  }, []);

  const draftRef = useCallback(
    (id: number | null = chapterIdRef.current): DraftRef => ({ userId, bookId, chapterId: id, ...(id === null && newChapter ? { newChapter } : {}) }),
    [userId, bookId, newChapter],
  );

  const onLimitExceeded = useRef(() => {});
  onLimitExceeded.current = () => {
    const now = Date.now();
    if (now - lastLimitToast.current < LIMITS.toastMs) return;
    lastLimitToast.current = now;
    toast({ title: MSG.characterLimit, tone: 'error' });
  };

  const extensions = useMemo(() => chapterEditorExtensions({ onLimitExceeded: () => onLimitExceeded.current() }), []);
  const onChangeRef = useRef(() => {});
  // Stable option objects: useEditor re-applies options whose identity changes.
  const editorProps = useMemo(
    () => ({
      attributes: {
        'aria-label': 'Bölüm metni',
        'aria-multiline': 'true',
        role: 'textbox',
        lang: 'tr',
        spellcheck: 'true',
        class: styles.prose ?? '',
      },
    }),
    [],
  );
  const editor = useEditor({
    extensions,
    content: opening.start.content,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: () => onChangeRef.current(),
  });
  // The author's notes (docs/PRODUCT.md#reading-comfort-and-writers-tools): their own small editors, saved, drafted and autosaved with the text.
  const lastNoteToast = useRef(0);
  const onNoteLimit = () => {
    const now = Date.now();
    if (now - lastNoteToast.current < LIMITS.toastMs) return;
    lastNoteToast.current = now;
    toast({ title: MSG.authorNoteTooLong, tone: 'error' });
  };
  const noteBeforeEditor = useNoteEditor(NOTE_BEFORE_LABEL, opening.start.noteBefore ?? '', () => onChangeRef.current(), onNoteLimit);
  const noteAfterEditor = useNoteEditor(NOTE_AFTER_LABEL, opening.start.noteAfter ?? '', () => onChangeRef.current(), onNoteLimit);

  /** Title, text and notes as the editors hold them now. */
  const currentText = useCallback(
    (): SavedSnapshot => ({
      title: titleRef.current,
      content: editor.getHTML(),
      noteBefore: noteHtml(noteBeforeEditor),
      noteAfter: noteHtml(noteAfterEditor),
    }),
    [editor, noteBeforeEditor, noteAfterEditor],
  );

  // ---- server autosave ----------------------------------------------------------------
  /** The unsaved text for the server draft, or null when the editor holds the saved copy. */
  const unsavedSnapshot = useCallback((): SavedSnapshot | null => {
    if (editor.isDestroyed || !dirtyRef.current) return null;
    const current = currentText();
    return sameText(current, savedRef.current) ? null : current;
  }, [editor, currentText]);
  const openConflictRef = useRef<(server: ChapterServerCopy) => void>(() => {});
  const autosave = useServerAutosave({
    chapterIdRef,
    baseUpdatedAtRef,
    saveInFlightRef: savingRef,
    snapshot: unsavedSnapshot,
    initialDraftVersion: server.draft?.updated_at ?? null,
    onConflict: (current) => openConflictRef.current(current),
  });

  // ---- local draft ------------------------------------------------------------------
  /** Writes the draft now (or removes it when the text equals the saved copy). */
  const flushDraft = useCallback(() => {
    window.clearTimeout(draftTimer.current);
    draftTimer.current = undefined;
    if (editor.isDestroyed) return;
    const current = currentText();
    if (sameText(current, savedRef.current)) {
      removeDraft(storage(), draftRef());
      setDirtyBoth(false);
      return;
    }
    writeDraft(storage(), draftRef(), { ...current, savedAt: Date.now(), baseUpdatedAt: baseUpdatedAtRef.current });
  }, [editor, currentText, draftRef, setDirtyBoth]);

  const markChanged = useCallback(() => {
    if (!dirtyRef.current) setDirtyBoth(true);
    // A trailing throttle, not a debounce: a fast typist still gets a write every 400 ms.
    if (draftTimer.current === undefined) draftTimer.current = window.setTimeout(flushDraft, DRAFT_WRITE_MS);
    autosave.schedule();
  }, [autosave, flushDraft, setDirtyBoth]);
  onChangeRef.current = markChanged;

  // Flush when the tab hides or the page goes away, and when leaving the screen.
  useEffect(() => {
    const onHide = () => {
      if (draftTimer.current !== undefined) flushDraft();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      onHide();
    };
  }, [flushDraft]);

  // ---- conflicts ------------------------------------------------------------------------
  /**
   * A write was refused because the chapter changed elsewhere. The text stays in the editor
   * and in the local draft (still marked with the old base); the dialog lets the author choose.
   * The published flag is not the author's typing: take the server's, so that keeping this
   * text does not undo a publish made in the other tab.
   */
  const openConflict = useCallback(
    (server: ChapterServerCopy) => {
      if (draftTimer.current !== undefined) flushDraft();
      isPublishedRef.current = server.is_published;
      setIsPublished(server.is_published);
      // The restored-draft notice offers the copy loaded at opening, which is now outdated.
      setNotice(null);
      setConflict({ server, local: currentText() });
    },
    [currentText, flushDraft],
  );
  openConflictRef.current = openConflict;
  // Autosaves pause while a conflict is open and go on once the author has chosen.
  useEffect(() => {
    if (!conflict) autosave.resume();
  }, [autosave, conflict]);

  // ---- save ---------------------------------------------------------------------------
  const runSave = useCallback(async (): Promise<SaveOutcome> => {
    if (draftTimer.current !== undefined) flushDraft();
    const rawTitle = titleRef.current;
    const content = editor.getHTML();
    const noteBefore = noteHtml(noteBeforeEditor);
    const noteAfter = noteHtml(noteAfterEditor);
    const text = chapterText(editor.state.doc);
    if (!rawTitle.trim() || !text.trim()) return { ok: false, reason: MSG.titleAndContentRequired };
    if (text.length > LIMITS.chapterMaxChars) return { ok: false, reason: MSG.characterLimit };
    const notesTooLong = [noteBeforeEditor, noteAfterEditor].some((e) => chapterText(e.state.doc).length > LIMITS.authorNoteMaxChars);
    if (notesTooLong) return { ok: false, reason: MSG.authorNoteTooLong };

    const fromRef = draftRef();
    setSaveState('saving');
    try {
      const result = await saveChapter({
        book_id: bookId,
        chapter_id: chapterIdRef.current,
        title: rawTitle.trim(),
        content,
        note_before: noteBefore,
        note_after: noteAfter,
        is_published: isPublishedRef.current,
        base_updated_at: baseUpdatedAtRef.current,
      });
      const snapshot = { title: rawTitle, content, noteBefore, noteAfter };
      savedRef.current = snapshot;
      baseUpdatedAtRef.current = result.updated_at;
      settleDraftAfterSave(storage(), fromRef, draftRef(result.chapter_id), snapshot, result.updated_at);
      if (chapterIdRef.current === null) {
        chapterIdRef.current = result.chapter_id;
        setChapterId(result.chapter_id);
        // A reload must keep editing this chapter, not start another new one. (Same path,
        // so the leave guard lets it through.)
        void navigate(paths.editStory, {
          replace: true,
          state: { bookId, chapterId: result.chapter_id, title: rawTitle.trim() },
        });
      }
      isPublishedRef.current = result.is_published;
      setIsPublished(result.is_published);
      setSavedAt(new Date());
      autosave.clearStatus();
      setSaveState('idle');
      setNotice(null);
      setDirtyBoth(!sameText(currentText(), snapshot));
      refreshStoryLists();
      return { ok: true, chapterId: result.chapter_id };
    } catch (error) {
      setSaveState('error');
      const current = chapterConflictOf(error);
      if (current) {
        openConflict(current);
        return { ok: false, reason: MSG.chapterConflict, conflict: true };
      }
      return { ok: false, reason: failureText(error) };
    }
  }, [autosave, bookId, currentText, draftRef, editor, flushDraft, navigate, noteAfterEditor, noteBeforeEditor, openConflict, refreshStoryLists, setDirtyBoth]);

  /** One save at a time: a second request joins the one in flight. */
  const save = useCallback((): Promise<SaveOutcome> => {
    if (savingRef.current) return savingRef.current;
    const pending = runSave().finally(() => {
      savingRef.current = null;
    });
    savingRef.current = pending;
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
  const conflictOpen = conflict !== null;
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

  // ---- leaving ------------------------------------------------------------------------
  const blocker = useLeaveGuard({
    isDirty: () => dirtyRef.current,
    allowNavigation: () => bypassGuardRef.current,
    onBeforeUnload: () => {
      if (draftTimer.current !== undefined) flushDraft();
    },
  });

  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  /**
   * "Kaydetmeden ayrıl": the unsaved changes go, here and on the server (issue 28), so neither
   * this chapter nor the next new one opens with them. Closing the tab or a crash keeps them
   * (the draft is written as the author types), as the browser's own prompt does not choose.
   */
  const leaveWithoutSaving = () => {
    window.clearTimeout(draftTimer.current);
    draftTimer.current = undefined;
    removeDraft(storage(), draftRef());
    autosave.discard();
    dirtyRef.current = false;
    blocker.proceed?.();
  };

  const leaveWithSave = async () => {
    const target = blocker.location;
    setLeaving(true);
    const outcome = await save();
    setLeaving(false);
    const current = blockerRef.current;
    if (outcome.ok) {
      // The first save of a new chapter replaces the history entry, which can release or
      // replace the blocker under us; leave by navigating ourselves instead of proceed().
      bypassGuardRef.current = true;
      try {
        if (current.state === 'blocked') current.reset();
      } catch {
        // Already released.
      }
      if (target) void navigate(target);
    } else {
      if (!outcome.conflict) toast({ title: outcome.reason, tone: 'error' });
      try {
        if (current.state === 'blocked') current.reset();
      } catch {
        // Already released.
      }
    }
  };

  // ---- preview and publish ----------------------------------------------------------
  const [previewing, setPreviewing] = useState(false);
  const openPreview = async () => {
    setPreviewing(true);
    let id = chapterIdRef.current;
    if (dirtyRef.current || id === null) {
      const outcome = await save();
      if (!outcome.ok) {
        setPreviewing(false);
        if (outcome.conflict) return;
        toast({
          title: MSG.previewUnsaved,
          description: outcome.reason === MSG.saveError ? undefined : outcome.reason,
          tone: 'error',
        });
        return;
      }
      id = outcome.chapterId;
    }
    setPreviewing(false);
    bypassGuardRef.current = true;
    void navigate(paths.preview, {
      state: { title: titleRef.current.trim(), authorName: username, storyId: bookId, chapterId: id },
    });
  };

  const runPublish = async (publish: boolean) => {
    setPublishing(true);
    let id = chapterIdRef.current;
    if (dirtyRef.current || id === null) {
      const outcome = await save();
      if (!outcome.ok) {
        setPublishing(false);
        setConfirm(null);
        if (outcome.conflict) return;
        toast({
          title: publish ? MSG.publishError : outcome.reason,
          description: publish && outcome.reason !== MSG.saveError ? outcome.reason : undefined,
          tone: 'error',
        });
        return;
      }
      id = outcome.chapterId;
    }
    try {
      const result = await setChapterPublished(id, bookId, publish, baseUpdatedAtRef.current);
      isPublishedRef.current = result.is_published;
      setIsPublished(result.is_published);
      // The server settles any schedule on a publish or unpublish.
      setPublishAt(null);
      // Publishing moves the version; the next save goes on from it.
      baseUpdatedAtRef.current = result.updated_at;
      toast({ title: publish ? MSG.chapterPublished : MSG.chapterUnpublished, tone: 'success' });
      refreshStoryLists();
    } catch (error) {
      const current = chapterConflictOf(error);
      if (current) openConflict(current);
      else toast({ title: MSG.publishError, tone: 'error' });
    } finally {
      setPublishing(false);
      setConfirm(null);
    }
  };

  /** The note editors show these notes (an absent note is an empty one); no change event. */
  function setNotes(version: SavedSnapshot) {
    for (const [noteEditor, html] of [
      [noteBeforeEditor, version.noteBefore],
      [noteAfterEditor, version.noteAfter],
    ] as const) {
      noteEditor.chain().setMeta(BYPASS_LIMIT_META, true).setContent(html || '<p></p>', { emitUpdate: false }).run();
    }
  }

  // ---- draft notice -----------------------------------------------------------------
  const switchToServerVersion = () => {
    const { title: serverTitle, content } = opening.serverCopy;
    editor.chain().setMeta(BYPASS_LIMIT_META, true).setContent(content, { emitUpdate: false }).run();
    setNotes(opening.serverCopy);
    titleRef.current = serverTitle;
    setTitle(serverTitle);
    baseUpdatedAtRef.current = server.updatedAt;
    window.clearTimeout(draftTimer.current);
    draftTimer.current = undefined;
    savedRef.current = opening.serverCopy;
    removeDraft(storage(), draftRef());
    setDirtyBoth(false);
    setNotice(null);
  };

  // ---- conflict choices ---------------------------------------------------------------
  /** Puts a version into the editor as the saved copy (nothing dirty, no draft). */
  const loadIntoEditor = (version: SavedSnapshot) => {
    editor.chain().setMeta(BYPASS_LIMIT_META, true).setContent(version.content, { emitUpdate: false }).run();
    setNotes(version);
    titleRef.current = version.title;
    setTitle(version.title);
    window.clearTimeout(draftTimer.current);
    draftTimer.current = undefined;
  };

  /** Keep mine: save this text again with the server's version as base, overwriting it. */
  const keepMine = async () => {
    if (!conflict) return;
    baseUpdatedAtRef.current = conflict.server.updated_at;
    const outcome = await save();
    // Saved once more elsewhere meanwhile: the dialog stays, now with the newer copy.
    if (!outcome.ok && outcome.conflict) return;
    setConflict(null);
    if (outcome.ok) toast({ title: MSG.saved, tone: 'success', duration: LIMITS.toastMs });
    else toast({ title: outcome.reason, tone: 'error' });
  };

  /** Take the server's: the editor shows it; this text is set aside on this device first. */
  const takeServer = () => {
    if (!conflict) return;
    const { server, local } = conflict;
    const copy: AsideCopy = { ...local, savedAt: Date.now() };
    const stored = writeAside(storage(), draftRef(), copy);
    loadIntoEditor({ title: server.title, content: server.content, noteBefore: server.note_before, noteAfter: server.note_after });
    baseUpdatedAtRef.current = server.updated_at;
    if (server.draft_updated_at) {
      // Another device's autosave, not a saved text: it stays unsaved work in this editor.
      setAside({ ...copy, stored });
      setConflict(null);
      setNotice(null);
      markChanged();
      return;
    }
    savedRef.current = currentText();
    removeDraft(storage(), draftRef());
    setDirtyBoth(false);
    setSaveState('idle');
    setSavedAt(new Date(server.updated_at));
    setNotice(null);
    setAside({ ...copy, stored });
    setConflict(null);
  };

  /** Merge by hand: this text stays in the editor, the server's version is shown beside it. */
  const mergeByHand = () => {
    if (!conflict) return;
    baseUpdatedAtRef.current = conflict.server.updated_at;
    setMergeSource(conflict.server);
    setConflict(null);
    editor.commands.focus('end');
  };

  /** Back to the text set aside: it becomes unsaved editor text (and the draft) again. */
  const restoreAside = () => {
    if (!aside) return;
    loadIntoEditor(aside);
    markChanged();
    flushDraft();
    removeAside(storage(), draftRef());
    setAside(null);
  };

  /** Opens this new chapter with an offered draft, whole: it becomes this chapter's draft. */
  const restoreOffer = (offer: StoredDraft) => {
    const { draft } = offer;
    loadIntoEditor({ title: draft.title, content: draft.content, noteBefore: draft.noteBefore ?? '', noteAfter: draft.noteAfter ?? '' });
    markChanged();
    flushDraft();
    removeDraft(storage(), offer.ref);
    setOffers([]);
    editor.commands.focus('end');
  };

  const deleteOffer = (offer: StoredDraft) => {
    removeDraft(storage(), offer.ref);
    setOffers((current) => current.filter((o) => o !== offer));
  };

  const dropAside = () => {
    removeAside(storage(), draftRef());
    setAside(null);
  };

  const copyVersion = useCopyVersion();

  // ---- history ------------------------------------------------------------------------
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyCurrent, setHistoryCurrent] = useState<SavedSnapshot>({ title: '', content: '' });
  const openHistory = () => {
    setHistoryCurrent(currentText());
    setHistoryOpen(true);
  };

  /** A restore is a save of the old text; unsaved changes are saved first so they stay in the history. */
  const restoreFromHistory = async (revision: Revision) => {
    const id = chapterIdRef.current;
    if (id === null) return;
    if (dirtyRef.current) {
      const outcome = await save();
      if (!outcome.ok) {
        setHistoryOpen(false);
        if (!outcome.conflict) toast({ title: outcome.reason, tone: 'error' });
        return;
      }
    }
    try {
      const result = await restoreRevision(id, revision.revision_id, baseUpdatedAtRef.current);
      loadIntoEditor({ title: revision.title, content: revision.content, noteBefore: revision.note_before, noteAfter: revision.note_after });
      savedRef.current = currentText();
      baseUpdatedAtRef.current = result.updated_at;
      removeDraft(storage(), draftRef());
      setDirtyBoth(false);
      setSaveState('idle');
      setSavedAt(new Date());
      autosave.clearStatus();
      setNotice(null);
      setHistoryOpen(false);
      void queryClient.invalidateQueries({ queryKey: revisionsQueryKey(id) });
      refreshStoryLists();
      toast({ title: MSG.revisionRestored, tone: 'success', duration: LIMITS.toastMs });
    } catch (error) {
      setHistoryOpen(false);
      const current = chapterConflictOf(error);
      if (current) openConflict(current);
      else toast({ title: failureText(error), tone: 'error' });
    }
  };

  // ---- render -------------------------------------------------------------------------
  const statusText =
    saveState === 'saving'
      ? 'Kaydediliyor…'
      : dirty
        ? saveState === 'error'
          ? 'Kaydedilemedi · taslak bu cihazda saklı'
          : autosave.savedAt
            ? `Taslak kaydedildi · ${formatSavedTime(autosave.savedAt)}`
            : 'Kaydedilmemiş değişiklikler'
        : savedAt
          ? `Kaydedildi · ${formatSavedTime(savedAt)}`
          : 'Henüz kaydedilmedi';
  const statusTone = saveState === 'saving' ? 'saving' : dirty ? (saveState === 'error' ? 'error' : 'dirty') : 'saved';
  const busy = saveState === 'saving' || publishing || previewing;
  const publishLabel = isPublished ? 'Yayından Kaldır' : 'Yayımla';

  return (
    <div className={styles.page}>
      <div className={styles.chrome}>
        <div className={styles.bar}>
          <Link to={paths.storyDetails(bookId)} className={styles.back}>
            <ArrowLeftIcon size={18} />
            <span className={styles.backText}>Hikayeye dön</span>
          </Link>
          <div className={styles.state}>
            <span className={styles.chip} data-published={isPublished || undefined}>
              {isPublished ? 'Yayında' : 'Taslak'}
            </span>
            <span className={styles.saveStatus} data-tone={statusTone} role="status" aria-live="polite">
              <span className={styles.saveIcon} aria-hidden="true">
                {statusTone === 'saved' ? <CloudCheckIcon size={16} /> : <PencilDotIcon size={12} />}
              </span>
              <span className={styles.saveText}>{statusText}</span>
            </span>
          </div>
          <div className={styles.actions}>
            {chapterId !== null ? (
              <Button variant="ghost" size="sm" onClick={openHistory} aria-haspopup="dialog">
                {HISTORY_LABEL}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              className={styles.secondaryAction}
              leadingIcon={<EyeIcon size={18} />}
              onClick={() => void openPreview()}
              loading={previewing}
              disabled={busy && !previewing}
            >
              Önizle
            </Button>
            {!isPublished && chapterId !== null ? (
              <ScheduleButton
                bookId={bookId}
                chapterId={chapterId}
                chapterTitle={title}
                publishAt={publishAt}
                onChange={setPublishAt}
                showTime
                variant="ghost"
                className={styles.secondaryAction}
                disabled={busy}
                note={SCHEDULE_NOTE}
              />
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              className={styles.secondaryAction}
              onClick={() => setConfirm(isPublished ? 'unpublish' : 'publish')}
              disabled={busy}
            >
              {publishLabel}
            </Button>
            <Button
              size="sm"
              onClick={() => void saveWithFeedback()}
              loading={saveState === 'saving' && !previewing && !publishing && !leaving}
              aria-keyshortcuts="Control+S Meta+S"
              title="Kaydet (Ctrl+S)"
            >
              Kaydet
            </Button>
          </div>
        </div>
        <EditorToolbar editor={editor} />
      </div>

      <div className={styles.column}>
        {notice ? (
          <div className={styles.notice} role="status">
            <p>
              {notice.source === 'server' ? SERVER_DRAFT_NOTICE : RESTORED_NOTICE}
              {notice.serverChangedSince ? ' Sunucudaki sürüm bu taslaktan sonra da değiştirilmiş; kaydetmeden önce kontrol edin.' : ''}
            </p>
            <div className={styles.noticeActions}>
              {server.updatedAt !== null ? (
                <Button variant="secondary" size="sm" onClick={switchToServerVersion}>
                  {USE_SERVER_VERSION}
                </Button>
              ) : (
                <Button variant="secondary" size="sm" onClick={switchToServerVersion}>
                  Boş sayfayla başla
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={() => setNotice(null)}>
                Tamam
              </Button>
            </div>
          </div>
        ) : null}

        {aside ? (
          <div className={styles.notice} role="status">
            <p>
              {ASIDE_NOTICE}
              {aside.stored ? ' Metniniz bu cihazda saklandı.' : ' Metniniz yalnızca bu sayfa açıkken duruyor; kopyalamayı unutmayın.'}
            </p>
            <div className={styles.noticeActions}>
              <Button variant="secondary" size="sm" onClick={restoreAside}>
                {RESTORE_ASIDE}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void copyVersion(aside)}>
                Metnimi kopyala
              </Button>
              <Button variant="ghost" size="sm" onClick={dropAside}>
                Sakladığım metni sil
              </Button>
            </div>
          </div>
        ) : null}

        {mergeSource ? (
          <div className={styles.mergeSource}>
            <VersionPanel
              heading="Diğer sürüm (birleştirmek için)"
              meta={`Sunucuya kaydedildi · ${formatSavedTime(new Date(mergeSource.updated_at))} · Metniniz aşağıda; birleştirip kaydedin.`}
              version={serverVersion(mergeSource)}
              copyLabel="Diğer sürümü kopyala"
              onCopy={() => void copyVersion(serverVersion(mergeSource))}
            />
            <Button variant="ghost" size="sm" className={styles.mergeClose} onClick={() => setMergeSource(null)}>
              Diğer sürümü kapat
            </Button>
          </div>
        ) : null}

        <div className={styles.mobileActions}>
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<EyeIcon size={18} />}
            onClick={() => void openPreview()}
            loading={previewing}
            disabled={busy && !previewing}
          >
            Önizle
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setConfirm(isPublished ? 'unpublish' : 'publish')}
            disabled={busy}
          >
            {publishLabel}
          </Button>
          {!isPublished && chapterId !== null ? (
            <ScheduleButton
              bookId={bookId}
              chapterId={chapterId}
              chapterTitle={title}
              publishAt={publishAt}
              onChange={setPublishAt}
              showTime
              variant="ghost"
              disabled={busy}
              note={SCHEDULE_NOTE}
            />
          ) : null}
        </div>

        <label htmlFor={titleId} className="visually-hidden">
          Bölüm başlığı
        </label>
        <input
          id={titleId}
          className={styles.title}
          value={title}
          maxLength={200}
          placeholder="Bölüm başlığı"
          autoComplete="off"
          spellCheck
          lang="tr"
          onChange={(event) => {
            titleRef.current = event.target.value;
            setTitle(event.target.value);
            markChanged();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              editor.commands.focus('start');
            }
          }}
        />
        <AuthorNoteField editor={noteBeforeEditor} label={NOTE_BEFORE_LABEL} place="before" />
        <EditorContent editor={editor} className={styles.body} />
        <AuthorNoteField editor={noteAfterEditor} label={NOTE_AFTER_LABEL} place="after" />
      </div>

      {historyOpen && chapterId !== null ? (
        <Suspense fallback={null}>
          <HistoryPanel
            open
            onOpenChange={setHistoryOpen}
            chapterId={chapterId}
            current={historyCurrent}
            dirty={dirty}
            onRestore={restoreFromHistory}
          />
        </Suspense>
      ) : null}

      <ConfirmPublishDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        publish={confirm === 'publish'}
        chapterTitle={title}
        busy={publishing}
        onConfirm={() => void runPublish(confirm === 'publish')}
        note={dirty || chapterId === null ? 'Kaydedilmemiş değişiklikleriniz önce kaydedilecek.' : undefined}
      />

      <DraftOfferDialog offers={offers} onRestore={restoreOffer} onDelete={deleteOffer} onStartEmpty={() => setOffers([])} />

      {conflict ? (
        <ChapterConflictDialog
          open
          local={conflict.local}
          server={{ ...serverVersion(conflict.server), updatedAt: conflict.server.updated_at }}
          busy={saveState === 'saving'}
          onKeepMine={() => void keepMine()}
          onTakeServer={takeServer}
          onMerge={mergeByHand}
          onCancel={() => setConflict(null)}
        />
      ) : null}

      <Dialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && !leaving && blocker.state === 'blocked') blocker.reset();
        }}
        size="md"
        title="Sayfadan ayrılıyorsunuz"
        description={MSG.unsavedChanges}
      >
        <p className={styles.leaveNote}>{LEAVE_NOTE}</p>
        <DialogActions className={styles.leaveActions}>
          <Button fullWidth onClick={() => void leaveWithSave()} loading={leaving}>
            Kaydet ve ayrıl
          </Button>
          <Button
            fullWidth
            variant="secondary"
            onClick={leaveWithoutSaving}
            disabled={leaving}
          >
            Kaydetmeden ayrıl
          </Button>
          <Button fullWidth variant="ghost" onClick={() => blocker.reset?.()} disabled={leaving} autoFocus>
            Sayfada kal
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
