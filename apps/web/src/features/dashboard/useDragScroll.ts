import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent, PointerEvent, DragEvent } from 'react';

/** Pixels the mouse must travel before a press becomes a drag (below it, it stays a click). */
const DRAG_THRESHOLD = 6;

interface DragState {
  active: boolean;
  moved: boolean;
  pointerId: number;
  startX: number;
  startScroll: number;
}

/**
 * Horizontal scrolling row that can also be dragged sideways with the mouse (docs/PRODUCT.md#screens).
 * Touch and pen keep native scrolling (with scroll-snap); a completed drag swallows the
 * click that follows so releasing over a book does not open it. `contentKey` re-measures
 * the scroll edges when the row's content changes.
 */
export function useDragScroll<T extends HTMLElement>(contentKey?: unknown) {
  const ref = useRef<T>(null);
  const drag = useRef<DragState>({
    active: false,
    moved: false,
    pointerId: -1,
    startX: 0,
    startScroll: 0,
  });
  const suppressClick = useRef(false);
  const [dragging, setDragging] = useState(false);
  const [edges, setEdges] = useState({ canPrev: false, canNext: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const canPrev = el.scrollLeft > 2;
    const canNext = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
    setEdges((prev) =>
      prev.canPrev === canPrev && prev.canNext === canNext ? prev : { canPrev, canNext },
    );
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, contentKey]);

  const onPointerDown = useCallback((e: PointerEvent<T>) => {
    if (e.pointerType !== 'mouse' || e.button !== 0) return;
    const el = ref.current;
    if (!el) return;
    suppressClick.current = false;
    drag.current = {
      active: true,
      moved: false,
      pointerId: e.pointerId,
      startX: e.clientX,
      startScroll: el.scrollLeft,
    };
  }, []);

  const onPointerMove = useCallback((e: PointerEvent<T>) => {
    const d = drag.current;
    const el = ref.current;
    if (!d.active || !el || e.pointerId !== d.pointerId) return;
    const dx = e.clientX - d.startX;
    if (!d.moved) {
      if (Math.abs(dx) < DRAG_THRESHOLD) return;
      d.moved = true;
      setDragging(true);
      el.setPointerCapture?.(e.pointerId);
    }
    e.preventDefault();
    el.scrollLeft = d.startScroll - dx;
  }, []);

  const endDrag = useCallback((e: PointerEvent<T>) => {
    const d = drag.current;
    const el = ref.current;
    if (!d.active || e.pointerId !== d.pointerId) return;
    d.active = false;
    if (!d.moved) return;
    d.moved = false;
    setDragging(false);
    if (el?.hasPointerCapture?.(e.pointerId)) el.releasePointerCapture(e.pointerId);
    // Swallow the click this release produces, then forget about it.
    suppressClick.current = true;
    window.setTimeout(() => {
      suppressClick.current = false;
    }, 0);
  }, []);

  const onClickCapture = useCallback((e: MouseEvent<T>) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    e.preventDefault();
    e.stopPropagation();
  }, []);

  // Links and images would otherwise start a native drag and cancel the pointer stream.
  const onDragStart = useCallback((e: DragEvent<T>) => e.preventDefault(), []);

  const scrollByPage = useCallback((direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const amount = Math.max(el.clientWidth * 0.85, 120) * direction;
    if (typeof el.scrollBy === 'function') el.scrollBy({ left: amount });
    else el.scrollLeft += amount;
  }, []);

  return {
    ref,
    dragging,
    ...edges,
    scrollByPage,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onClickCapture,
      onDragStart,
      onScroll: measure,
    },
  };
}
