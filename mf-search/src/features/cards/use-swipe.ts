/**
 * Horizontal swipes by pointer events (finger, pen or mouse): the element follows the pointer
 * (`offset`), and a release past the threshold calls onSwipe with the direction. Vertical moves
 * are left to the page (touch-action: pan-y on the element), so phones still scroll.
 */
import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** Which way a swipe went. */
export type SwipeDirection = 'left' | 'right';

/** Pixels a release must travel to count as a swipe. */
export const SWIPE_THRESHOLD = 80;
/** Pixels of movement before the element takes the pointer: a tap stays a click on whatever it hit (an arrow button). */
const DRAG_SLOP = 8;

/** Pointer handlers for an element, and how far it is dragged now. */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void, threshold = SWIPE_THRESHOLD) {
  const start = useRef<{ id: number; x: number; captured: boolean } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { id: event.pointerId, x: event.clientX, captured: false };
  }, []);

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    if (start.current?.id !== event.pointerId) return;
    const moved = event.clientX - start.current.x;
    if (!start.current.captured && Math.abs(moved) > DRAG_SLOP) {
      start.current.captured = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setOffset(moved);
  }, []);

  const finish = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (start.current?.id !== event.pointerId) return;
      const moved = event.clientX - start.current.x;
      start.current = null;
      setOffset(0);
      if (Math.abs(moved) >= threshold) onSwipe(moved < 0 ? 'left' : 'right');
    },
    [onSwipe, threshold],
  );

  const onPointerCancel = useCallback(() => {
    start.current = null;
    setOffset(0);
  }, []);

  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel } };
}
