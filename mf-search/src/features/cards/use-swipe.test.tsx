import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useSwipe, type SwipeDirection } from './use-swipe';

function Swipeable({ onSwipe }: { onSwipe: (d: SwipeDirection) => void }) {
  const { offset, handlers } = useSwipe(onSwipe);
  return <div data-testid="area" data-offset={offset} {...handlers} />;
}

// jsdom has no PointerEvent: a MouseEvent with the pointer fields stands in.
function pointer(type: string, clientX: number) {
  const event = new MouseEvent(type, { bubbles: true, clientX });
  Object.assign(event, { pointerId: 1, pointerType: 'touch' });
  return event;
}

test('a drag past the threshold is a swipe in its direction; a short one is not', () => {
  const onSwipe = jest.fn();
  render(<Swipeable onSwipe={onSwipe} />);
  const area = screen.getByTestId('area');
  fireEvent(area, pointer('pointerdown', 200));
  fireEvent(area, pointer('pointermove', 150));
  expect(area.dataset.offset).toBe('-50');
  fireEvent(area, pointer('pointerup', 100));
  expect(onSwipe).toHaveBeenCalledWith('left');
  expect(area.dataset.offset).toBe('0');
  fireEvent(area, pointer('pointerdown', 100));
  fireEvent(area, pointer('pointerup', 150));
  expect(onSwipe).toHaveBeenCalledTimes(1);
  fireEvent(area, pointer('pointerdown', 100));
  fireEvent(area, pointer('pointerup', 300));
  expect(onSwipe).toHaveBeenLastCalledWith('right');
});
