import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { RoundButton } from './round-button';
import { colors } from './tokens';

test('a round button is a plain button named by its label, on a light disc, and clicks', () => {
  const onClick = jest.fn();
  render(<RoundButton aria-label="Volgende foto" onClick={onClick}>›</RoundButton>);
  const button = screen.getByRole('button', { name: 'Volgende foto' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button).toHaveStyle({ width: '44px', height: '44px', 'border-radius': '50%', background: colors.surface });
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('an extension keeps the disc and adds its own placement and colour', () => {
  const Placed = styled(RoundButton)`
    position: absolute;
    color: ${colors.secondaryDark};
  `;
  render(<Placed aria-label="Like" disabled />);
  const button = screen.getByRole('button', { name: 'Like' });
  expect(button).toBeDisabled();
  expect(button).toHaveStyle({ position: 'absolute', color: colors.secondaryDark, 'border-radius': '50%' });
});
