import { useRef, type TouchEvent } from 'react';

const MIN_DISTANCE = 60;

/** Touch handlers that call `onSwipe` after a mostly horizontal swipe to the right. */
export function useSwipeRight(onSwipe: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = Math.abs(touch.clientY - from.y);
      if (dx >= MIN_DISTANCE && dx > dy * 1.5) onSwipe();
    },
  };
}
