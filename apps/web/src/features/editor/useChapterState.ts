import { useCallback, useRef, useState } from 'react';
import type { DraftRef, SavedSnapshot } from './draftStore';
import type { Opening, ServerChapter } from './opening';

export interface ChapterIdentity {
  userId: number;
  bookId: number;
  /** null for a chapter the server has not created yet. */
  chapterId: number | null;
  /** A new chapter's own id (chapterId null), which names its local draft (navigation.ts). */
  newChapter?: string;
}

/**
 * What the server last said about the open chapter: its id, published flag and schedule, the
 * saved text and the version the editor writes from, plus the restored-draft notice.
 */
export function useChapterState({ userId, bookId, chapterId: initialChapterId, newChapter }: ChapterIdentity, server: ServerChapter, opening: Opening) {
  const [chapterId, setChapterIdState] = useState(initialChapterId);
  const [isPublished, setIsPublishedState] = useState(server.isPublished);
  const [publishAt, setPublishAt] = useState(server.publishAt ?? null);
  const [savedAt, setSavedAt] = useState<Date | null>(server.updatedAt ? new Date(server.updatedAt) : null);
  const [notice, setNotice] = useState(
    opening.decision.kind === 'restore' ? { serverChangedSince: opening.decision.serverChangedSince, source: opening.decision.source } : null,
  );
  /*
   * Mirrors read at call time by async handlers, timers and window listeners, which the
   * state of a past render would reach too late. Each is written from a server answer.
   */
  const chapterIdRef = useRef(initialChapterId);
  const isPublishedRef = useRef(server.isPublished);
  const savedRef = useRef<SavedSnapshot>(opening.serverCopy);
  const baseUpdatedAtRef = useRef<string | null>(opening.baseUpdatedAt);

  const setChapterId = useCallback((id: number) => {
    chapterIdRef.current = id;
    setChapterIdState(id);
  }, []);
  const setPublished = useCallback((value: boolean) => {
    isPublishedRef.current = value;
    setIsPublishedState(value);
  }, []);

  /** Where this chapter's local draft lives (a new chapter's until the server gives it an id). */
  const draftRef = useCallback(
    (id: number | null = chapterIdRef.current): DraftRef => ({ userId, bookId, chapterId: id, ...(id === null && newChapter ? { newChapter } : {}) }),
    [userId, bookId, newChapter],
  );

  return {
    chapterId,
    setChapterId,
    chapterIdRef,
    isPublished,
    setPublished,
    isPublishedRef,
    publishAt,
    setPublishAt,
    savedAt,
    setSavedAt,
    notice,
    setNotice,
    savedRef,
    baseUpdatedAtRef,
    draftRef,
  };
}

export type ChapterState = ReturnType<typeof useChapterState>;
