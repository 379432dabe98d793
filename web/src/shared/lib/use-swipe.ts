import { useRef, type TouchEvent } from 'react';

export interface SwipeOptions {
  /** The finger went left (the next page, day or picture). */
  onSwipeLeft?: () => void;
  /** The finger went right (the previous one; a drawer on the left closes). */
  onSwipeRight?: () => void;
  /** How far sideways, in px, the finger must travel for a swipe. */
  threshold: number;
  /** While a sideways move goes on: how far the finger is from where it started (0 once it lets go). */
  onDrag?: (dx: number) => void;
}

/** A move is sideways when it goes 1.5 times further sideways than up or down (a scroll is not a swipe). */
const sideways = (dx: number, dy: number) => Math.abs(dx) > Math.abs(dy) * 1.5;

/**
 * Touch handlers for a mostly horizontal one-finger swipe: `onSwipeLeft` or `onSwipeRight` once
 * the finger lets go past `threshold`, and `onDrag` to follow the finger meanwhile. Spread them on
 * the element; give it `touch-action: pan-y` so the page still scrolls up and down.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight, threshold, onDrag }: SwipeOptions) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);
  const end = () => {
    start.current = null;
    if (dragged.current) onDrag?.(0);
    dragged.current = false;
  };
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchMove(event: TouchEvent) {
      const from = start.current;
      const touch = event.touches[0];
      if (!onDrag || !from || !touch) return;
      const dx = touch.clientX - from.x;
      if (dragged.current || sideways(dx, touch.clientY - from.y)) {
        dragged.current = true;
        onDrag(dx);
      }
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      end();
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      if (Math.abs(dx) < threshold || !sideways(dx, touch.clientY - from.y)) return;
      if (dx < 0) onSwipeLeft?.();
      else onSwipeRight?.();
    },
    onTouchCancel: end,
  };
}
