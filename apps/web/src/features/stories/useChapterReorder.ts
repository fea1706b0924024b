import type { StoryDetailsResponse } from '@okuryazar/shared';
import { MSG } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useToast } from '../../components';
import { ApiError } from '../../lib/api';
import { saveChapterOrder, storiesKeys } from './api';

type Chapter = StoryDetailsResponse['chapters'][number];

const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** What the live region says after a move: the chapter's old place, its title and its new place. */
export function movedAnnouncement(from: number, to: number, title: string): string {
  return `${from + 1}. bölüm “${title}” artık ${to + 1}. sırada.`;
}

interface DragState {
  id: number;
  pointerId: number;
  /** The pointer's y where the row would sit untranslated in its current place. */
  anchorY: number;
  from: number;
  row: HTMLElement;
}

/**
 * Chapter order on story details (docs/PRODUCT.md#reading-comfort-and-writers-tools): moves by keyboard (one place up or down) and by
 * dragging a row's handle with a mouse, pen or finger (pointer events). Every move shows at
 * once, is announced in the live region and is saved with PUT /stories/{id}/chapter-order.
 * Saves go one at a time; moves made meanwhile are sent together afterwards. A refused save
 * puts back the order the server last confirmed and says so.
 */
export function useChapterReorder(storyId: number, chapters: Chapter[]) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  /** The order shown while moves are unsaved or in flight; null shows the server's list. */
  const [order, setOrder] = useState<number[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  const serverIds = useMemo(() => chapters.map((c) => c.chapter_id), [chapters]);
  const byId = useMemo(() => new Map(chapters.map((c) => [c.chapter_id, c])), [chapters]);
  const shownIds = useMemo(() => (order ?? serverIds).filter((id) => byId.has(id)), [order, serverIds, byId]);
  const shown = useMemo(() => shownIds.map((id) => byId.get(id)!), [shownIds, byId]);

  const confirmed = useRef(serverIds);
  const wanted = useRef<number[] | null>(null);
  const inFlight = useRef(false);
  const shownRef = useRef(shownIds);
  shownRef.current = shownIds;
  const rows = useRef(new Map<number, HTMLElement>());
  const drag = useRef<DragState | null>(null);

  // A new server list (a refetch, a deletion) is the truth while nothing waits to be saved.
  useEffect(() => {
    if (!inFlight.current && wanted.current === null) {
      confirmed.current = serverIds;
      setOrder(null);
    }
  }, [serverIds]);

  const flush = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      while (wanted.current && !sameOrder(wanted.current, confirmed.current)) {
        const result = await saveChapterOrder(storyId, wanted.current);
        confirmed.current = result.chapters.map((c) => c.chapter_id);
        queryClient.setQueryData<StoryDetailsResponse>(storiesKeys.details(storyId), (old) => (old ? { ...old, chapters: result.chapters } : old));
      }
      wanted.current = null;
      setOrder(null);
      // The cards of "Hikayelerim" carry the first chapter.
      void queryClient.invalidateQueries({ queryKey: storiesKeys.all });
    } catch (error) {
      wanted.current = null;
      setOrder(null);
      const detail = error instanceof ApiError && error.status !== 0 && error.message !== MSG.chapterOrderError ? error.message : undefined;
      toast({ title: MSG.chapterOrderError, description: detail, tone: 'error' });
      setAnnouncement(MSG.chapterOrderError);
      void queryClient.invalidateQueries({ queryKey: storiesKeys.details(storyId) });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }, [queryClient, storyId, toast]);

  /** Shows `next`, says where the chapter went and saves the order. */
  const commit = useCallback(
    (next: number[], id: number, from: number, to: number) => {
      wanted.current = next;
      setOrder(next);
      setAnnouncement(movedAnnouncement(from, to, byId.get(id)?.title ?? ''));
      void flush();
    },
    [byId, flush],
  );

  /** Keyboard (and click): one place up (-1) or down (+1); nothing at either end. */
  const moveBy = useCallback(
    (id: number, delta: -1 | 1) => {
      const current = shownRef.current;
      const from = current.indexOf(id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= current.length) return;
      const next = [...current];
      next.splice(from, 1);
      next.splice(to, 0, id);
      commit(next, id, from, to);
    },
    [commit],
  );

  const rowRef = useCallback(
    (id: number) => (el: HTMLElement | null) => {
      if (el) rows.current.set(id, el);
      else rows.current.delete(id);
    },
    [],
  );

  /** The window listeners of the drag in progress (removed when it ends). */
  const dragListeners = useRef<(() => void) | null>(null);

  const endDrag = useCallback(
    (drop: boolean) => {
      const state = drag.current;
      if (!state) return;
      drag.current = null;
      dragListeners.current?.();
      dragListeners.current = null;
      state.row.style.transform = '';
      setDraggingId(null);
      const current = shownRef.current;
      const to = current.indexOf(state.id);
      if (drop && to !== state.from) commit([...current], state.id, state.from, to);
      else setOrder(wanted.current);
    },
    [commit],
  );

  /** Follows the pointer: past half of a neighbour, the row takes its place (and the anchor moves with it). */
  const followPointer = useCallback((clientY: number) => {
    const state = drag.current;
    if (!state) return;
    let offset = clientY - state.anchorY;
    const list = [...shownRef.current];
    let index = list.indexOf(state.id);
    let moved = false;
    for (;;) {
      const next = rows.current.get(list[index + 1]!);
      const prev = rows.current.get(list[index - 1]!);
      if (next && offset > next.offsetHeight / 2) {
        [list[index], list[index + 1]] = [list[index + 1]!, list[index]!];
        state.anchorY += next.offsetHeight;
        offset -= next.offsetHeight;
        index += 1;
        moved = true;
      } else if (prev && offset < -prev.offsetHeight / 2) {
        [list[index], list[index - 1]] = [list[index - 1]!, list[index]!];
        state.anchorY -= prev.offsetHeight;
        offset += prev.offsetHeight;
        index -= 1;
        moved = true;
      } else break;
    }
    if (moved) {
      shownRef.current = list;
      setOrder(list);
    }
    state.row.style.transform = `translateY(${offset}px)`;
  }, []);

  // A drag in progress ends with the component too.
  useEffect(() => () => dragListeners.current?.(), []);

  // Escape puts a dragged row back where it was.
  useEffect(() => {
    if (draggingId === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') endDrag(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [draggingId, endDrag]);

  /**
   * Props for a row's drag handle. The move and the end are followed on the window, not the
   * handle: moving the row moves its DOM node, which ends any pointer capture (a finger's
   * implicit one included), and the rest of the gesture then goes to what lies under it.
   */
  const handleProps = (id: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (drag.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const row = rows.current.get(id);
      if (!row) return;
      event.preventDefault();
      const pointerId = event.pointerId;
      drag.current = { id, pointerId, anchorY: event.clientY, from: shownRef.current.indexOf(id), row };
      const onMove = (e: PointerEvent) => {
        if (e.pointerId === pointerId) followPointer(e.clientY);
      };
      const onUp = (e: PointerEvent) => {
        if (e.pointerId === pointerId) endDrag(true);
      };
      const onCancel = (e: PointerEvent) => {
        if (e.pointerId === pointerId) endDrag(false);
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
      dragListeners.current = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onCancel);
      };
      setDraggingId(id);
    },
  });

  return { chapters: shown, moveBy, handleProps, rowRef, draggingId, announcement, saving };
}
