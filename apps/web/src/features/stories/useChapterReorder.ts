import { MSG, type StoryDetailsResponse } from '@okuryazar/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useToast } from '../../components';
import { ApiError } from '../../lib/api';
import { useSaveChapterOrder } from './api';

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
  const { toast } = useToast();
  const save = useSaveChapterOrder(storyId);
  /** The order the author made and the server has not confirmed yet; null when nothing waits. */
  const [wanted, setWanted] = useState<number[] | null>(null);
  /** The order shown while a row is being dragged. */
  const [dragOrder, setDragOrder] = useState<number[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [draggingId, setDraggingId] = useState<number | null>(null);

  // The server's list (its answer to a save, a refetch, a deletion) is shown whenever no move waits.
  const serverIds = useMemo(() => chapters.map((c) => c.chapter_id), [chapters]);
  const byId = useMemo(() => new Map(chapters.map((c) => [c.chapter_id, c])), [chapters]);
  const shownIds = useMemo(() => (dragOrder ?? wanted ?? serverIds).filter((id) => byId.has(id)), [dragOrder, wanted, serverIds, byId]);
  const shown = useMemo(() => shownIds.map((id) => byId.get(id)!), [shownIds, byId]);

  const shownRef = useRef(shownIds);
  shownRef.current = shownIds;
  const rows = useRef(new Map<number, HTMLElement>());
  const drag = useRef<DragState | null>(null);

  // One save at a time: the moves made while one is under way go together once it is answered.
  const { isPending: saving, mutate } = save;
  useEffect(() => {
    if (saving || wanted === null) return;
    if (sameOrder(wanted, serverIds)) {
      setWanted(null);
      return;
    }
    mutate(wanted, {
      // The answer is the truth; a newer order waits for its own save.
      onSuccess: () => setWanted((current) => (current === wanted ? null : current)),
      onError: (error) => {
        setWanted(null);
        const detail = error instanceof ApiError && error.status !== 0 && error.message !== MSG.chapterOrderError ? error.message : undefined;
        toast({ title: MSG.chapterOrderError, description: detail, tone: 'error' });
        setAnnouncement(MSG.chapterOrderError);
      },
    });
  }, [saving, wanted, serverIds, mutate, toast]);

  /** Shows `next`, says where the chapter went and saves the order. */
  const commit = useCallback(
    (next: number[], id: number, from: number, to: number) => {
      setWanted(next);
      setDragOrder(null);
      setAnnouncement(movedAnnouncement(from, to, byId.get(id)?.title ?? ''));
    },
    [byId],
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
      else setDragOrder(null);
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
      setDragOrder(list);
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

  return { chapters: shown, moveBy, handleProps, rowRef, draggingId, announcement };
}
