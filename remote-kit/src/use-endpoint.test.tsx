import { expect, test } from '@jest/globals';
import * as React from 'react';
import { act, screen } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { isApiError } from '@dating/shared-contracts';
import { FailuresAheadContext, endpointKey, useEndpoint } from './use-endpoint';
import { hostDouble, renderRemote } from './testing';
import { createMessageLoader } from './messages';

/** The company answer as the API gives it. */
const companyFixture = {
  name: 'Flirt BV', address: 'Straat 1', kvk: '12345678', city: 'Utrecht', country: 'NL', tradenames: [],
  vat_numbers: [], support_phone: '+31 30 000 0000', delete_discount: 0, added: '2020-01-01',
};

const messages = createMessageLoader(async () => ({ messages: {} }));

function Interests({ label }: { label: string }) {
  const { data, error } = useEndpoint('interests');
  if (error) return <p role="alert">{label}: failed</p>;
  return <p>{label}: {data ? data.interests.map((interest) => interest.label).join(', ') : '…'}</p>;
}

test('two components asking for the same endpoint share one typed request through the host client', async () => {
  const { host, requests } = hostDouble({ answers: () => ({ status: 200, body: { interests: [{ id: 1, slug: 'wandelen', label: 'Wandelen' }, { id: 2, slug: 'koken', label: 'Koken' }] } }) });
  await renderRemote(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Interests label="a" />
      <Interests label="b" />
    </SWRConfig>,
    host,
    messages,
  );
  expect(await screen.findByText('a: Wandelen, Koken')).toBeInTheDocument();
  expect(screen.getByText('b: Wandelen, Koken')).toBeInTheDocument();
  expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/interests.php']);
});

function Company() {
  const { data } = useEndpoint('company');
  return <p>{data ? `company: ${data.name}` : 'company: …'}</p>;
}

function Later({ children }: { children: React.ReactNode }) {
  const [shown, show] = React.useState(false);
  return shown ? <>{children}</> : <button onClick={() => show(true)}>show</button>;
}

test('interests, regions and company info are loaded once: a later reader, focus and reconnect do not ask again', async () => {
  const { host, requests } = hostDouble({
    answers: (request) => request.path === '/api/company.php'
      ? { status: 200, body: companyFixture }
      : { status: 200, body: { interests: [{ id: 1, slug: 'wandelen', label: 'Wandelen' }] } },
  });
  await renderRemote(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 }}>
      <Interests label="a" />
      <Company />
      <Later>
        <Interests label="b" />
        <Company />
      </Later>
    </SWRConfig>,
    host,
    messages,
  );
  expect(await screen.findByText('a: Wandelen')).toBeInTheDocument();
  expect(await screen.findByText('company: Flirt BV')).toBeInTheDocument();
  // A component that mounts once the data is there takes the cached answer.
  await act(async () => screen.getByRole('button', { name: 'show' }).click());
  expect(screen.getByText('b: Wandelen')).toBeInTheDocument();
  // Coming back to the tab or the network revalidates other data, not this.
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual(['GET /api/company.php', 'GET /api/interests.php']);
});

function LanderMember() {
  const { data, error, mutate } = useEndpoint('landerMember', { id: 7 });
  if (error) {
    return (
      <p role="alert">
        refused: {isApiError(error) ? `${error.status} ${error.message}` : 'other'} <button onClick={() => void mutate()}>retry</button>
      </p>
    );
  }
  return <p>{data ? `member: ${data.profile.name}` : 'member: …'}</p>;
}

test('a call the server was refused shows its error at once, without asking again, until the page retries', async () => {
  const { host, requests } = hostDouble({ answers: () => ({ status: 200, body: { profile: { id: 7, name: 'Sanne' } } }) });
  const refusals = new Map([[unstable_serialize(endpointKey('landerMember', { id: 7 })), { status: 404, code: 'not_found', message: 'Niet gevonden' }]]);
  await renderRemote(
    <SWRConfig value={{ provider: () => new Map() }}>
      <FailuresAheadContext.Provider value={refusals}>
        <LanderMember />
      </FailuresAheadContext.Provider>
    </SWRConfig>,
    host,
    messages,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('refused: 404 Niet gevonden');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(requests).toEqual([]);
  await act(async () => {
    screen.getByRole('button', { name: 'retry' }).click();
  });
  expect(await screen.findByText('member: Sanne')).toBeInTheDocument();
  expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/lander-member.php?id=7']);
});
