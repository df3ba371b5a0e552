/** Test helper: walks the three signup steps as a member would (the page, the modal and the steps share it). */
import { fireEvent, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Fills in and submits all three steps with a valid signup for `email`. */
export async function fillSignup(user: ReturnType<typeof userEvent.setup>, email = 'jan@example.nl') {
  await user.click(await screen.findByTestId('signup-gender-male'));
  await user.click(screen.getByTestId('signup-seeking-female'));
  await user.click(screen.getByTestId('signup-next'));
  await user.type(screen.getByTestId('signup-name'), 'Jan');
  chooseDateOfBirth('1990-05-01');
  await user.click(screen.getByTestId('signup-next'));
  await user.type(screen.getByTestId('signup-email'), email);
  await user.type(screen.getByTestId('signup-password'), 'geheim123');
  await user.click(screen.getByTestId('signup-submit'));
}

/** Picks an ISO date in the three date-of-birth selects (day, month, year), as a member would. */
export function chooseDateOfBirth(iso: string) {
  const [year, month, day] = iso.split('-').map(Number);
  fireEvent.change(screen.getByTestId('signup-date-of-birth-year'), { target: { value: String(year) } });
  fireEvent.change(screen.getByTestId('signup-date-of-birth-month'), { target: { value: String(month) } });
  fireEvent.change(screen.getByTestId('signup-date-of-birth-day'), { target: { value: String(day) } });
}
