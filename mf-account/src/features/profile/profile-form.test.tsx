import { expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { hostDouble, memberFixture, renderRemote, type Answers } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';
import { ProfileForm } from './profile-form';

const profile = {
  id: 7, name: 'Anna', gender: 'female', seeking: 'male', sexuality: null, hair_colour: null, eye_colour: null, body_type: null,
  relationship_status: null, interests: [], tattoos: null, signup_reason: null, date_of_birth: '1990-05-17', country: 'NL',
  region: null, city: null, about: null,
};

const serving = (onSave: Answers): Answers => (request) => {
  if (request.path.startsWith('/api/my-profile.php')) return { status: 200, body: { profile } };
  if (request.path.startsWith('/api/interests.php')) return { status: 200, body: { interests: [{ id: 1, slug: 'music', label: 'Muziek' }, { id: 2, slug: 'travel', label: 'Reizen' }] } };
  if (request.path.startsWith('/api/regions.php')) return { status: 200, body: { regions: { NL: ['Utrecht', 'Zeeland'] } } };
  return onSave(request);
};

test('saves the changed fields with interests chosen as chips, then says so and refreshes the member', async () => {
  const double = hostDouble({ member: memberFixture({ email: 'anna@example.nl' }), routeName: 'profile', answers: serving((request) => ({ status: 200, body: { profile: { ...profile, ...(request.body as object) } } })) });
  const { user } = await renderRemote(<ProfileForm />, double.host, messages);
  await user.selectOptions(await screen.findByTestId('profile-hair_colour'), 'blond');
  await user.click(await screen.findByRole('button', { name: 'Reizen' }));
  await user.selectOptions(screen.getByTestId('profile-region'), await screen.findByRole('option', { name: 'Zeeland' }));
  await user.type(screen.getByTestId('profile-city'), 'Middelburg');
  await user.click(screen.getByTestId('profile-save'));
  expect(await screen.findByTestId('profile-saved')).toHaveTextContent('Je profiel is opgeslagen.');
  const put = double.requests.find((request) => request.method === 'PUT');
  expect(put?.body).toMatchObject({ hair_colour: 'blond', interests: ['travel'], region: 'Zeeland', city: 'Middelburg', name: 'Anna' });
  expect(double.host.session.refresh).toHaveBeenCalled();
});

test('a name equal to the e-mail address is refused at the field without calling the API', async () => {
  const double = hostDouble({ member: memberFixture({ email: 'anna@example.nl' }), routeName: 'profile', answers: serving(() => ({ status: 500 })) });
  const { user } = await renderRemote(<ProfileForm />, double.host, messages);
  const name = await screen.findByTestId('profile-name');
  await user.clear(name);
  await user.type(name, 'anna@example.nl');
  await user.click(screen.getByTestId('profile-save'));
  expect(screen.getByTestId('profile-name-error')).toHaveTextContent(errorText('name_is_email', 'nl'));
  expect(double.requests.some((request) => request.method === 'PUT')).toBe(false);
});

test('the API’s field message shows at its field', async () => {
  const double = hostDouble({
    member: memberFixture({ email: 'anna@example.nl' }),
    routeName: 'profile',
    answers: serving(() => ({ status: 400, body: { error: 'Ongeldige invoer.', code: 'invalid_input', fields: { city: 'Te lang.' } } })),
  });
  const { user } = await renderRemote(<ProfileForm />, double.host, messages);
  await user.click(await screen.findByTestId('profile-save'));
  await waitFor(() => expect(screen.getByTestId('profile-city-error')).toHaveTextContent('Te lang.'));
});
