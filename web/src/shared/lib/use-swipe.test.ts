import { fireEvent, render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSwipe, type SwipeOptions } from './use-swipe';

function Area(props: SwipeOptions) {
  return createElement('div', { 'data-testid': 'area', ...useSwipe(props) });
}

function swipe(area: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.touchStart(area, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchMove(area, { touches: [{ clientX: to[0], clientY: to[1] }] });
  fireEvent.touchEnd(area, { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] });
}

describe('useSwipe', () => {
  it('tells a sideways swipe past the threshold by its direction and follows the finger meanwhile', () => {
    const left = vi.fn();
    const right = vi.fn();
    const drag = vi.fn();
    const { getByTestId } = render(
      createElement(Area, { onSwipeLeft: left, onSwipeRight: right, onDrag: drag, threshold: 20 }),
    );
    const area = getByTestId('area');
    swipe(area, [200, 300], [170, 305]);
    expect(left).toHaveBeenCalledTimes(1);
    expect(drag.mock.calls).toEqual([[-30], [0]]);
    swipe(area, [100, 300], [125, 300]);
    expect(right).toHaveBeenCalledTimes(1);
  });

  it('ignores a short move and a scroll', () => {
    const left = vi.fn();
    const right = vi.fn();
    const { getByTestId } = render(createElement(Area, { onSwipeLeft: left, onSwipeRight: right, threshold: 20 }));
    const area = getByTestId('area');
    swipe(area, [200, 300], [185, 300]);
    swipe(area, [200, 300], [160, 360]);
    expect(left).not.toHaveBeenCalled();
    expect(right).not.toHaveBeenCalled();
  });
});
