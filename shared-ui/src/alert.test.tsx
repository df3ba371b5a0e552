import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Alert } from './alert';

test('a danger alert interrupts (role=alert) and has no dismiss button without onDismiss', () => {
  render(<Alert kind="danger">Login mislukt, probeer opnieuw</Alert>);
  expect(screen.getByRole('alert')).toHaveTextContent('Login mislukt, probeer opnieuw');
  expect(screen.queryByRole('button')).toBeNull();
});

test('an info alert is polite (role=status)', () => {
  render(<Alert kind="info">Bevestig je e-mail</Alert>);
  expect(screen.getByRole('status')).toHaveAttribute('data-kind', 'info');
});

test('a dismissible alert calls onDismiss from its button', () => {
  const onDismiss = jest.fn();
  render(
    <Alert kind="success" onDismiss={onDismiss} dismissLabel="Sluiten">
      Gelukt
    </Alert>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
});
