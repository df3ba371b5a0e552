import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

test('an empty state has a heading, its text, an action and a decorative illustration', () => {
  const { container } = render(
    <EmptyState title="Nog geen gesprekken" action={<a href="/members">Zoek leden</a>}>
      Stuur iemand een bericht om te beginnen.
    </EmptyState>,
  );
  expect(screen.getByRole('heading', { name: 'Nog geen gesprekken' })).toBeInTheDocument();
  expect(screen.getByText('Stuur iemand een bericht om te beginnen.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zoek leden' })).toHaveAttribute('href', '/members');
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

test('as a whole page its title is the page heading, and a failure is announced', () => {
  render(
    <EmptyState title="Deze pagina kon niet worden gevonden" kicker={404} headingLevel={1} role="alert" compact>
      Controleer het adres.
    </EmptyState>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Deze pagina kon niet worden gevonden' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('404Deze pagina kon niet worden gevondenControleer het adres.');
});
