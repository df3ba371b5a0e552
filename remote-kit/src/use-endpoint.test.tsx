import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useEndpoint } from './use-endpoint';
import { hostDouble, renderRemote } from './testing';
import { createMessageLoader } from './messages';

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
