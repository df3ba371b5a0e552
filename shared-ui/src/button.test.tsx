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

test('each meaning has its own look and sizes change the height', () => {
  render(
    <>
      <Button variant="outline">Outline</Button>
      <Button variant="danger">Danger</Button>
      <Button variant="ghost" size="small">Ghost</Button>
      <Button size="large" icon={<svg data-testid="icon" />}>Large</Button>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Outline' })).toHaveStyle({ color: colors.primary, background: colors.surface });
  expect(screen.getByRole('button', { name: 'Danger' })).toHaveStyle({ background: colors.danger });
  expect(screen.getByRole('button', { name: 'Ghost' })).toHaveStyle({ minHeight: '36px' });
  expect(screen.getByRole('button', { name: 'Large' })).toHaveStyle({ minHeight: '56px' });
  expect(screen.getByTestId('icon')).toBeInTheDocument();
});

test('a disabled button is not clickable and is reached by keyboard no more', () => {
  const onClick = jest.fn();
  render(<Button disabled onClick={onClick}>Nee</Button>);
  const button = screen.getByRole('button', { name: 'Nee' });
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  expect(button).toBeDisabled();
});
