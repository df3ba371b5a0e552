import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { RangeSlider } from './range-slider';

const setup = (onChange = jest.fn()) => {
  render(
    <RangeSlider label="Leeftijd" min={18} max={99} value={[25, 40]} onChange={onChange} fromLabel="Leeftijd vanaf" toLabel="Leeftijd tot" format={(v) => `${v} jaar`} testId="age" />,
  );
  return onChange;
};

test('two labelled native sliders show the range and say their values', () => {
  setup();
  const from = screen.getByRole('slider', { name: 'Leeftijd vanaf' });
  const to = screen.getByRole('slider', { name: 'Leeftijd tot' });
  expect(from).toHaveValue('25');
  expect(to).toHaveValue('40');
  expect(from).toHaveAttribute('aria-valuetext', '25 jaar');
  expect(screen.getByRole('group', { name: 'Leeftijd' })).toHaveTextContent('25 jaar – 40 jaar');
});

test('moving a thumb reports the new range and the thumbs never cross', () => {
  const onChange = setup();
  fireEvent.change(screen.getByRole('slider', { name: 'Leeftijd vanaf' }), { target: { value: '30' } });
  expect(onChange).toHaveBeenLastCalledWith([30, 40]);
  fireEvent.change(screen.getByRole('slider', { name: 'Leeftijd vanaf' }), { target: { value: '50' } });
  expect(onChange).toHaveBeenLastCalledWith([40, 40]);
  fireEvent.change(screen.getByRole('slider', { name: 'Leeftijd tot' }), { target: { value: '20' } });
  expect(onChange).toHaveBeenLastCalledWith([25, 25]);
});
