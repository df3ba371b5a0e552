import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { hostDouble, memberFixture, renderRemote, type Answers } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';
import { ActivationWayOut } from './activation-way-out';

const unconfirmed = memberFixture({ email: 'typo@exmaple.nl', status: 'not_confirmed' }, { status: 'disabled' });

async function render(answers: Answers, query: Record<string, string> = {}, member = unconfirmed) {
  const double = hostDouble({ member, routeName: 'complete-signup', query, answers });
  const view = await renderRemote(<ActivationWayOut />, double.host, messages);
  return { ...double, ...view };
}

test('"send again" mails a new link and says where it went', async () => {
  const { user, requests } = await render(() => ({ status: 200, body: { ok: true } }));
  await user.click(screen.getByTestId('activation-resend'));
  expect(await screen.findByTestId('activation-resent')).toHaveTextContent('typo@exmaple.nl');
  expect(requests).toEqual([{ method: 'POST', path: '/api/activate.php', body: undefined }]);
});

test('"send again" past the limit shows the API’s translated refusal', async () => {
  const limited = errorText('rate_limited', 'nl');
  const { user } = await render(() => ({ status: 429, body: { code: 'rate_limited', error: limited } }));
  await user.click(screen.getByTestId('activation-resend'));
  expect(await screen.findByTestId('form-error')).toHaveTextContent(limited);
});

test('"wrong address? change it" sends the new address with the password, then says a new link went there', async () => {
  const { user, requests, host } = await render(() => ({ status: 200, body: { user: { ...unconfirmed, email: 'right@example.nl' } } }));
  await user.click(screen.getByTestId('activation-change-open'));
  expect(screen.getByTestId('activation-change-email')).toHaveFocus();
  await user.type(screen.getByTestId('activation-change-email'), 'right@example.nl');
  await user.type(screen.getByTestId('activation-change-password'), 'geheim123');
  await user.click(screen.getByTestId('activation-change-submit'));
  expect(await screen.findByTestId('activation-address-changed')).toHaveTextContent('We hebben een nieuwe bevestigingsmail gestuurd naar right@example.nl');
  expect(requests).toEqual([{ method: 'PUT', path: '/api/activate.php', body: { email: 'right@example.nl', password: 'geheim123' } }]);
  expect(host.session.refresh).toHaveBeenCalled();
  expect(screen.queryByTestId('activation-change')).toBeNull();
});

test('the banner’s link opens the form at once; bad input is refused before asking, a taken address at its field', async () => {
  const taken = errorText('email_taken', 'nl');
  const { user, requests } = await render(() => ({ status: 409, body: { code: 'email_taken', error: taken, fields: { email: taken } } }), { address: 'change' });
  await user.type(screen.getByTestId('activation-change-email'), 'not-an-address');
  await user.click(screen.getByTestId('activation-change-submit'));
  expect(screen.getByTestId('activation-change-email-error')).toHaveTextContent('Ongeldige e-mail');
  expect(requests).toEqual([]);
  await user.clear(screen.getByTestId('activation-change-email'));
  await user.type(screen.getByTestId('activation-change-email'), 'premium@example.com');
  await user.type(screen.getByTestId('activation-change-password'), 'geheim123');
  await user.click(screen.getByTestId('activation-change-submit'));
  expect(await screen.findByTestId('activation-change-email-error')).toHaveTextContent('Dit e-mailadres heeft al een account op deze site.');
  expect(screen.queryByTestId('activation-address-changed')).toBeNull();
});

test('a confirmed member is offered nothing', async () => {
  await render(() => ({ status: 200, body: {} }), {}, memberFixture());
  expect(screen.queryByTestId('activation-way-out')).toBeNull();
});
