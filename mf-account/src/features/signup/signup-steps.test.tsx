import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorText, latestBirthDate } from '@dating/shared-contracts';
import { SignupSteps } from './signup-steps';
import { chooseDateOfBirth } from './fill-signup';
import { hostDouble, type Answers, type HostDoubleOptions, newMemberFixture, renderRemote } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';

type User = Awaited<ReturnType<typeof renderRemote>>['user'];

async function renderSteps(options: HostDoubleOptions = {}, props: Parameters<typeof SignupSteps>[0] = {}) {
  const double = hostDouble({ routeName: 'signup', ...options });
  const view = await renderRemote(<SignupSteps {...props} />, double.host, messages);
  return { ...double, ...view };
}

async function stepOne(user: User) {
  await user.click(screen.getByTestId('signup-gender-male'));
  await user.click(screen.getByTestId('signup-seeking-female'));
  await user.click(screen.getByTestId('signup-next'));
}

async function stepTwo(user: User, name = 'Jan', dateOfBirth = '1990-05-01') {
  await user.type(screen.getByTestId('signup-name'), name);
  chooseDateOfBirth(dateOfBirth);
  await user.click(screen.getByTestId('signup-next'));
}

async function stepThree(user: User, email = 'jan@example.nl') {
  await user.type(screen.getByTestId('signup-email'), email);
  await user.type(screen.getByTestId('signup-password'), 'geheim123');
  await user.click(screen.getByTestId('signup-submit'));
}

/** The photo step comes once the account exists; skipping it leads to the completion. */
async function skipPhoto(user: User) {
  await user.click(await screen.findByTestId('signup-photo-skip'));
}

const created: Answers = () => ({ status: 201, body: { user: newMemberFixture({ email: 'jan@example.nl' }) } });

describe('the happy path', () => {
  test('shows the country the site saw, else the page language’s (never an English browser’s US), and sends the one the member picks', async () => {
    const { user, requests } = await renderSteps({ answers: created, settings: { geoip_country: null, geoip_selected_country: null } });
    await stepOne(user);
    // jsdom's browser language is en-US, the page's is nl: a Dutch page starts at the Netherlands.
    const country = screen.getByTestId('signup-country');
    expect(country).toHaveValue('NL');
    expect(screen.getByRole('option', { name: 'Nederland' })).toBeInTheDocument();
    await user.selectOptions(country, 'BE');
    await stepTwo(user);
    await stepThree(user);
    await skipPhoto(user);
    await screen.findByTestId('signup-complete');
    expect(requests[0]!.body).toMatchObject({ country: 'BE' });
  });

  test('walks three steps, posts the signup with tracking and country, then asks to check the e-mail', async () => {
    const { user, host, requests, events } = await renderSteps({
      answers: created,
      query: { network: 'adnet', sub1: 'summer' },
    });
    expect(screen.getByRole('progressbar', { name: 'Stap 1 van 4' })).toBeInTheDocument();
    await stepOne(user);
    expect(screen.getByTestId('signup-name')).toHaveFocus();
    await stepTwo(user);
    expect(screen.getByTestId('signup-email')).toHaveFocus();
    await stepThree(user);
    expect(await screen.findByRole('progressbar', { name: 'Stap 4 van 4' })).toBeInTheDocument();
    await skipPhoto(user);

    expect(await screen.findByTestId('signup-complete')).toHaveTextContent(
      'We hebben een bevestigingsmail gestuurd naar jan@example.nl. Je ontvangt hem binnen 1 minuut.',
    );
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/signup.php',
        body: {
          email: 'jan@example.nl',
          name: 'Jan',
          date_of_birth: '1990-05-01',
          password: 'geheim123',
          gender: 'male',
          seeking: 'female',
          country: 'NL',
          tracking: { network: 'adnet', sub1: 'summer' },
        },
      },
    ]);
    expect(host.session.signIn).toHaveBeenCalledWith(expect.objectContaining({ id: expect.any(Number) }));
    expect(host.session.refresh).not.toHaveBeenCalled();
    // The form announces nothing on the bus: the session tells every app (subscribe).
    expect(events).toEqual([]);
    await user.click(screen.getByTestId('signup-complete-continue'));
    expect(host.navigation.to).toHaveBeenCalledWith('members');
  });

  test('reports progress: true once started, false when done', async () => {
    const onProgress = jest.fn();
    const onSignedUp = jest.fn();
    const { user } = await renderSteps({ answers: created }, { onProgress, onSignedUp });
    expect(onProgress).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('signup-gender-female'));
    expect(onProgress).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByTestId('signup-seeking-male'));
    await user.click(screen.getByTestId('signup-next'));
    await stepTwo(user);
    await stepThree(user);
    // The account exists at the photo step: the modal may close from here on.
    await screen.findByTestId('signup-photo');
    expect(onProgress.mock.calls).toEqual([[true], [false]]);
    expect(onSignedUp).toHaveBeenCalledWith(expect.objectContaining({ email: 'jan@example.nl' }));
  });
});

describe('client-side checks (spec section 5)', () => {
  test('step 1 needs both choices', async () => {
    const { user } = await renderSteps();
    await user.click(screen.getByTestId('signup-next'));
    expect(screen.getByTestId('signup-gender-error')).toHaveTextContent('Dit veld is verplicht.');
    expect(screen.getByTestId('signup-seeking-error')).toHaveTextContent('Dit veld is verplicht.');
    expect(screen.getByTestId('signup-form')).toHaveAttribute('data-step', '1');
  });

  test('a missing date of birth says "Vul uw geboortedatum in"', async () => {
    const { user } = await renderSteps();
    await stepOne(user);
    await user.type(screen.getByTestId('signup-name'), 'Jan');
    await user.click(screen.getByTestId('signup-next'));
    expect(screen.getByTestId('signup-date-of-birth-error')).toHaveTextContent('Vul uw geboortedatum in');
    expect(screen.getByTestId('signup-date-of-birth-day')).toHaveFocus();
  });

  test('under the site’s minimum age names that age', async () => {
    const { user } = await renderSteps({ settings: { min_age: 21 } });
    await stepOne(user);
    expect(screen.getByText('Je moet 21+ zijn.')).toBeInTheDocument();
    // The picker offers no year that is wholly too young; the day after the cut-off still is.
    const cutOff = new Date(`${latestBirthDate(21, new Date())}T12:00:00Z`);
    const tooYoung = new Date(cutOff.getTime() + 86_400_000).toISOString().slice(0, 10);
    await stepTwo(user, 'Jan', tooYoung);
    expect(screen.getByTestId('signup-date-of-birth-error')).toHaveTextContent('Je moet 21+ zijn om lid te worden.');
  });

  test('a name starting with @ is refused', async () => {
    const { user } = await renderSteps();
    await stepOne(user);
    await stepTwo(user, '@jan');
    expect(screen.getByTestId('signup-name-error')).toHaveTextContent('Je naam mag niet met @ beginnen.');
  });

  test('an invalid e-mail says "Ongeldige e-mail" and nothing is sent', async () => {
    const { user, requests } = await renderSteps();
    await stepOne(user);
    await stepTwo(user);
    await stepThree(user, 'jan@example');
    expect(screen.getByTestId('signup-email-error')).toHaveTextContent('Ongeldige e-mail');
    expect(requests).toEqual([]);
  });

  test('a name equal to the e-mail sends the member back to the name, nothing is sent', async () => {
    const { user, requests } = await renderSteps();
    await stepOne(user);
    await stepTwo(user, 'jan@example.nl');
    await stepThree(user, 'jan@example.nl');
    expect(screen.getByTestId('signup-form')).toHaveAttribute('data-step', '2');
    expect(screen.getByTestId('signup-name-error')).toHaveTextContent('Je naam mag niet gelijk zijn aan je e-mailadres.');
    expect(screen.getByTestId('signup-name')).toHaveFocus();
    expect(requests).toEqual([]);
  });

  test('the entries survive going back and forth', async () => {
    const { user } = await renderSteps();
    await stepOne(user);
    await user.type(screen.getByTestId('signup-name'), 'Jan');
    await user.click(screen.getByTestId('signup-back'));
    expect(screen.getByTestId('signup-gender-male')).toBeChecked();
    await user.click(screen.getByTestId('signup-next'));
    expect(screen.getByTestId('signup-name')).toHaveValue('Jan');
  });
});

describe('the server’s answers', () => {
  async function submitWith(answers: Answers, options: HostDoubleOptions = {}) {
    const view = await renderSteps({ answers, ...options });
    await stepOne(view.user);
    await stepTwo(view.user);
    await stepThree(view.user);
    return view;
  }

  test('409 email_taken with login_possible says so and offers a login link with the address', async () => {
    const { host, events } = await submitWith(() => ({
      status: 409,
      body: { error: errorText('email_taken', 'nl'), code: 'email_taken', login_possible: true },
    }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Dit e-mailadres heeft al een account op deze site.');
    const link = screen.getByTestId('signup-login-link');
    expect(link).toHaveAttribute('href', '/login?email=jan%40example.nl');
    fireEvent.click(link);
    expect(host.navigation.to).toHaveBeenCalledWith('login', undefined, { email: 'jan@example.nl' });
    expect(host.session.signIn).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  test('409 account_deleted says to contact customer service and shows the support address', async () => {
    await submitWith(() => ({ status: 409, body: { error: errorText('account_deleted', 'nl'), code: 'account_deleted' } }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Neem contact op met de klantenservice.');
    expect(screen.getByTestId('signup-support-link')).toHaveAttribute('href', 'mailto:support@example.test');
    expect(screen.getByTestId('signup-support-link')).toHaveTextContent('support@example.test');
    expect(screen.queryByTestId('signup-login-link')).toBeNull();
  });

  test('403 signup_traffic_source_only shows the message', async () => {
    await submitWith(() => ({ status: 403, body: { error: errorText('signup_traffic_source_only', 'nl'), code: 'signup_traffic_source_only' } }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('alleen mogelijk via een van onze partners');
  });

  test('403 signup_closed shows the message', async () => {
    await submitWith(() => ({ status: 403, body: { error: errorText('signup_closed', 'nl'), code: 'signup_closed' } }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(errorText('signup_closed', 'nl'));
  });

  test('field messages go to their field, on the step that holds it', async () => {
    await submitWith(() => ({
      status: 400,
      body: { error: 'De ingevoerde gegevens zijn ongeldig.', code: 'invalid_input', fields: { name: 'Deze naam is al bezet.' } },
    }));
    expect(await screen.findByTestId('signup-name-error')).toHaveTextContent('Deze naam is al bezet.');
    expect(screen.getByTestId('signup-form')).toHaveAttribute('data-step', '2');
  });
});

test('a closed site says so instead of showing the form', async () => {
  await renderSteps({ settings: { signups: 'other' } });
  expect(screen.getByTestId('signup-refused')).toHaveTextContent('Aanmelden is op deze site alleen op uitnodiging mogelijk.');
  expect(screen.queryByTestId('signup-form')).toBeNull();
});

test('the submit button is busy while the signup is sent: one request only', async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => {};
  const { user, requests } = await renderSteps({ answers: () => new Promise((resolve) => (answer = resolve)) });
  await stepOne(user);
  await stepTwo(user);
  await stepThree(user);
  await waitFor(() => expect(screen.getByTestId('signup-submit')).toBeDisabled());
  fireEvent.submit(screen.getByTestId('signup-form'));
  expect(requests).toHaveLength(1);
  answer({ status: 201, body: { user: newMemberFixture() } });
  expect(await screen.findByTestId('signup-photo')).toBeInTheDocument();
});

describe('the photo step', () => {
  const pendingPhoto = { id: 7, main: true, status: 'pending', position: 0, sizes: [{ url: '/media/7-400.webp', width: 400, height: 533 }] };

  test('after the account exists it uploads one photo, which says it waits for review, then goes on', async () => {
    const { user, requests, host } = await renderSteps({
      answers: (request) => (request.path === '/api/photos.php' ? { status: 201, body: { photos: [pendingPhoto], limit: 3 } } : created(request)),
    });
    await stepOne(user);
    await stepTwo(user);
    await stepThree(user);
    expect(await screen.findByRole('heading', { name: 'Voeg een profielfoto toe' })).toHaveFocus();
    fireEvent.change(screen.getByTestId('signup-photo-input'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' })] } });
    await user.click(await screen.findByTestId('photo-focus-confirm'));
    expect(await screen.findByTestId('signup-photo-pending')).toHaveTextContent('Wordt gecontroleerd');
    expect(screen.getByText('Een foto die wordt gecontroleerd zie alleen jij, tot hij is goedgekeurd.')).toBeInTheDocument();
    const upload = requests.find((request) => request.path === '/api/photos.php');
    expect(upload?.method).toBe('POST');
    expect((upload?.body as FormData).get('photo')).toBeInstanceOf(File);
    expect(host.session.refresh).toHaveBeenCalled();
    expect(screen.queryByTestId('signup-photo-skip')).toBeNull();
    await user.click(screen.getByTestId('signup-photo-continue'));
    expect(await screen.findByTestId('signup-complete')).toBeInTheDocument();
  });

  test('a refused upload says why and the member can still skip', async () => {
    const { user } = await renderSteps({
      answers: (request) => (request.path === '/api/photos.php'
        ? { status: 415, body: { code: 'photo_not_image', error: errorText('photo_not_image', 'nl') } }
        : created(request)),
    });
    await stepOne(user);
    await stepTwo(user);
    await stepThree(user);
    fireEvent.change(await screen.findByTestId('signup-photo-input'), { target: { files: [new File([new Uint8Array([1])], 'x.txt', { type: 'text/plain' })] } });
    await user.click(await screen.findByTestId('photo-focus-confirm'));
    expect(await screen.findByTestId('signup-photo-problem')).toHaveTextContent(errorText('photo_not_image', 'nl'));
    await user.click(screen.getByTestId('signup-photo-skip'));
    expect(await screen.findByTestId('signup-complete')).toBeInTheDocument();
  });
});
