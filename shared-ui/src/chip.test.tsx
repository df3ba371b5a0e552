import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Chip, ChipGroup } from './chip';
import { colors } from './tokens';

test('a chip is a toggle button: aria-pressed follows selected and a press flips it', () => {
  const onChange = jest.fn();
  const { rerender } = render(
    <ChipGroup>
      <Chip selected={false} onChange={onChange}>Wandelen</Chip>
    </ChipGroup>,
  );
  const chip = screen.getByRole('button', { name: 'Wandelen' });
  expect(chip).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(chip);
  expect(onChange).toHaveBeenCalledWith(true);
  rerender(<Chip selected onChange={onChange}>Wandelen</Chip>);
  expect(screen.getByRole('button', { name: 'Wandelen' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Wandelen' })).toHaveStyle({ background: colors.primarySoft });
});

test('a disabled chip does not toggle', () => {
  const onChange = jest.fn();
  render(<Chip selected={false} disabled onChange={onChange}>Koken</Chip>);
  fireEvent.click(screen.getByRole('button', { name: 'Koken' }));
  expect(onChange).not.toHaveBeenCalled();
});
