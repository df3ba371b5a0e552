import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { colors } from './tokens';

test('a primary button has the brand colour and clicks', () => {
  const onClick = jest.fn();
  render(<Button onClick={onClick}>Inloggen</Button>);
  const button = screen.getByRole('button', { name: 'Inloggen' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button).toHaveStyle({ background: colors.primary });
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('the secondary and link looks differ from primary', () => {
  render(
    <>
      <Button variant="secondary">A</Button>
      <Button variant="link">B</Button>
    </>,
  );
  expect(screen.getByRole('button', { name: 'A' })).toHaveStyle({ background: colors.secondary });
  expect(screen.getByRole('button', { name: 'B' })).toHaveStyle({ background: 'transparent' });
});

test('a loading button is disabled, busy, shows a spinner and ignores clicks', () => {
  const onClick = jest.fn();
  render(
    <Button loading type="submit" onClick={onClick}>
      Verstuur
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Verstuur' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('type', 'submit');
  expect(screen.getByTestId('button-spinner')).toBeInTheDocument();
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});
