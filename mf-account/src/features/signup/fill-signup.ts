/** Test helper: walks the three signup steps as a member would (the page, the modal and the steps share it). */
import { fireEvent, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Fills in and submits all three steps with a valid signup for `email`. */
export async function fillSignup(user: ReturnType<typeof userEvent.setup>, email = 'jan@example.nl') {
  await user.click(await screen.findByTestId('signup-gender-male'));
  await user.click(screen.getByTestId('signup-seeking-female'));
  await user.click(screen.getByTestId('signup-next'));
  await user.type(screen.getByTestId('signup-name'), 'Jan');
  // A date input takes its value whole (as a browser's date picker gives it).
  fireEvent.change(screen.getByTestId('signup-date-of-birth'), { target: { value: '1990-05-01' } });
  await user.click(screen.getByTestId('signup-next'));
  await user.type(screen.getByTestId('signup-email'), email);
  await user.type(screen.getByTestId('signup-password'), 'geheim123');
  await user.click(screen.getByTestId('signup-submit'));
}
