import { expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { hostDouble, memberFixture, renderRemote, type RecordedRequest } from '@dating/remote-kit/testing';
import { MembersIdChatPage } from './members-id-chat';
import { messages } from '../i18n/texts';

const profile = { id: 7, name: 'Eva', gender: 'female', age: 30, country: 'NL', region: null, city: 'Utrecht', fictional: false, premium: false, last_seen: null, photo: null };
const empty = { conversation: null, profile, messages: [], before: null, history_limited: false, read_up_to: 0, message_cost: 10, free_messages_left: 0 };

async function show(send: (request: RecordedRequest) => { status: number; body?: unknown }, locale: 'nl' | 'de' = 'nl') {
  const { host, requests, widgets } = hostDouble({
    routeName: 'members-id-chat', member: memberFixture(), locale,
    answers: (request) => (request.method === 'POST' ? send(request) : request.path.startsWith('/api/gifts.php') ? { status: 200, body: { gifts: [{ id: 'rose', credits: 25, image: 'data:image/svg+xml,%3Csvg%2F%3E' }] } } : { status: 200, body: empty }),
  });
  host.route.params = { id: '7' };
  const view = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><MembersIdChatPage /></SWRConfig>, host, messages);
  return { host, requests, widgets, ...view };
}

test('the title names the member the conversation is with, in the member\'s language', async () => {
  const first = await show(() => ({ status: 500 }));
  await waitFor(() => expect(document.title).toBe('Chat met Eva – Testdates'));
  first.unmount();
  await show(() => ({ status: 500 }), 'de');
  await waitFor(() => expect(document.title).toBe('Chat mit Eva – Testdates'));
});

test('the composer says what a send costs and how many characters remain', async () => {
  const { user } = await show(() => ({ status: 500 }));
  expect(await screen.findByTestId('composer-send')).toHaveTextContent('Versturen · 10 credits');
  await user.type(screen.getByTestId('composer-text'), 'Hallo');
  expect(screen.getByTestId('composer-left')).toHaveTextContent('Nog 995 tekens');
});

test('a failed send stays with a retry that sends the same client id; a double click is one send', async () => {
  let calls = 0;
  const { user, requests } = await show((request) => {
    calls += 1;
    if (calls === 1) return { status: 503, body: { code: 'generic', error: 'Er is een fout opgetreden, probeer het later opnieuw.' } };
    const body = request.body as { client_id: string; text: string };
    return { status: 200, body: { conversation: { id: 3 }, credits: 40, replayed: false, message: { id: 11, mine: true, kind: 'text', text: body.text, gift_id: null, sent_at: '2026-01-01T10:00:00.000Z', status: 'sent', client_id: body.client_id } } };
  });
  await user.type(await screen.findByTestId('composer-text'), 'Hallo Eva');
  await user.dblClick(screen.getByTestId('composer-send'));
  const failed = await screen.findByTestId('message-retry');
  expect(screen.getByText('Hallo Eva')).toBeInTheDocument();
  await user.click(failed);
  await waitFor(() => expect(screen.getAllByTestId('message')[0]).toHaveAttribute('data-state', 'sent'));
  const posts = requests.filter((request) => request.method === 'POST');
  expect(posts).toHaveLength(2);
  expect((posts[0]!.body as { client_id: string }).client_id).toBe((posts[1]!.body as { client_id: string }).client_id);
  expect(posts[0]!.body).toMatchObject({ profile_id: 7, text: 'Hallo Eva' });
});

test('too few credits: the refusal, a link to buy credits and the buy-credits prompt widget', async () => {
  const { user, widgets } = await show(() => ({ status: 402, body: { code: 'insufficient_credits', error: 'Je hebt niet genoeg credits. Koop credits om verder te gaan.' } }));
  await user.type(await screen.findByTestId('composer-text'), 'Hoi');
  await user.click(screen.getByTestId('composer-send'));
  expect(await screen.findByTestId('buy-credits-link')).toHaveAttribute('href', '/credits');
  await waitFor(() => expect(widgets.map((widget) => widget.name)).toContain('buy-credits-prompt'));
});

test('a refusal raised by another app’s copy of the API client (the shell’s) still shows its alert: premium-only with the way to premium', async () => {
  const { user, host } = await show(() => ({ status: 500 }));
  // Under module federation the shell's client throws its own ApiError class: branded, never instanceof this one's.
  const refusal = Object.assign(new Error('Als gratis lid kun je maar 2 gesprekken beginnen.'), { [Symbol.for('dating.api-error')]: true, status: 403, code: 'premium_only' });
  const call = host.api.call;
  host.api.call = ((name: string, input?: unknown) => (name === 'sendMessage' ? Promise.reject(refusal) : (call as (n: string, i?: unknown) => Promise<unknown>)(name, input))) as typeof call;
  await user.type(await screen.findByTestId('composer-text'), 'Hoi');
  await user.click(screen.getByTestId('composer-send'));
  expect(await screen.findByTestId('premium-only')).toHaveTextContent('Word premium');
  expect(screen.getAllByTestId('message').at(-1)).toHaveTextContent('Als gratis lid kun je maar 2 gesprekken beginnen.');
});

test('an empty conversation offers openers: choosing one fills the composer and sends nothing', async () => {
  const { user, requests } = await show(() => ({ status: 500 }));
  await user.click(await screen.findByTestId('open-icebreakers'));
  const lines = await screen.findAllByTestId('icebreaker');
  expect(lines).toHaveLength(4);
  await user.click(lines[0]!);
  expect(screen.getByTestId('composer-text')).toHaveValue('Hoi Eva! Je profiel maakte me nieuwsgierig. Hoe is je week?');
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
});

test('a gift is chosen from the catalogue and sent as a gift', async () => {
  const { user, requests } = await show((request) => {
    const body = request.body as { client_id: string; gift_id: string };
    return { status: 200, body: { conversation: { id: 3 }, credits: 25, replayed: false, message: { id: 12, mine: true, kind: 'gift', text: null, gift_id: body.gift_id, sent_at: '2026-01-01T10:00:00.000Z', status: 'sent', client_id: body.client_id } } };
  });
  await user.click(await screen.findByTestId('open-gifts'));
  await user.click(await screen.findByTestId('gift-choice'));
  expect(await screen.findByTestId('message-gift')).toHaveAttribute('alt', 'Roos');
  expect(requests.find((request) => request.method === 'POST')!.body).toMatchObject({ profile_id: 7, gift_id: 'rose' });
});
