import { fireEvent, render, screen } from '@testing-library/react';
import type { SwipeDirection } from '../model/swipe';
import { useSwipe } from './useSwipe';

function Probe({ onSwipe }: { onSwipe: (direction: SwipeDirection) => void }) {
  return <div data-testid="area" {...useSwipe(onSwipe)} />;
}

const at = (x: number, y: number) => [{ clientX: x, clientY: y }];

describe('useSwipe', () => {
  it('reports left as next and right as previous past the 50 px threshold', () => {
    const onSwipe = vi.fn();
    render(<Probe onSwipe={onSwipe} />);
    const area = screen.getByTestId('area');
    fireEvent.touchStart(area, { touches: at(200, 100) });
    fireEvent.touchEnd(area, { changedTouches: at(120, 110) });
    fireEvent.touchStart(area, { touches: at(100, 100) });
    fireEvent.touchEnd(area, { changedTouches: at(180, 90) });
    expect(onSwipe.mock.calls).toEqual([['next'], ['prev']]);
  });

  it('ignores short and mostly vertical moves (scrolling a long question)', () => {
    const onSwipe = vi.fn();
    render(<Probe onSwipe={onSwipe} />);
    const area = screen.getByTestId('area');
    fireEvent.touchStart(area, { touches: at(200, 100) });
    fireEvent.touchEnd(area, { changedTouches: at(160, 100) });
    fireEvent.touchStart(area, { touches: at(200, 100) });
    fireEvent.touchEnd(area, { changedTouches: at(120, 300) });
    expect(onSwipe).not.toHaveBeenCalled();
    // The same area still reacts afterwards, so the silence above is the threshold, not a dead handler.
    fireEvent.touchStart(area, { touches: at(200, 100) });
    fireEvent.touchEnd(area, { changedTouches: at(100, 100) });
    expect(onSwipe).toHaveBeenCalledWith('next');
  });

  it('forgets a cancelled touch so a later touch-end is not paired with its start', () => {
    const onSwipe = vi.fn();
    render(<Probe onSwipe={onSwipe} />);
    const area = screen.getByTestId('area');
    fireEvent.touchStart(area, { touches: at(300, 100) });
    fireEvent.touchCancel(area);
    fireEvent.touchEnd(area, { changedTouches: at(100, 100) });
    expect(onSwipe).not.toHaveBeenCalled();
  });
});
