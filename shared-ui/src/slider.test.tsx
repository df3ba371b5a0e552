import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Slider } from './slider';

test('a native slider named by its visible label reports the new value as a number', () => {
  const onChange = jest.fn();
  render(<Slider label="Links – rechts" min={0} max={100} value={50} onChange={onChange} testId="x" />);
  const slider = screen.getByRole('slider', { name: 'Links – rechts' });
  expect(slider).toHaveValue('50');
  expect(slider).toHaveAttribute('min', '0');
  expect(slider).toHaveAttribute('max', '100');
  fireEvent.change(slider, { target: { value: '95' } });
  expect(onChange).toHaveBeenLastCalledWith(95);
});
