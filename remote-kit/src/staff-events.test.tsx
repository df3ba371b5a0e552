import { expect, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { useStaffEvents } from './staff-events';
import { hostDouble, renderRemote } from './testing';
import { createMessageLoader } from './messages';

const messages = createMessageLoader(async () => ({ messages: {} }));

/** Counts how often the photo queue was told it moved. */
function PhotoQueue() {
  const [reads, setReads] = useState(0);
  useStaffEvents(['photo.waiting', 'photo.decided'], () => setReads((count) => count + 1));
  return <p>reads: {reads}</p>;
}

test("the staff events a page names, and the stream starting over, reach it; others do not", async () => {
  const { host } = hostDouble();
  await renderRemote(<PhotoQueue />, host, messages);
  expect(await screen.findByText('reads: 0')).toBeInTheDocument();
  act(() => host.staffEvents.send('complaint.filed'));
  act(() => host.staffEvents.send('photo.waiting'));
  expect(await screen.findByText('reads: 1')).toBeInTheDocument();
  act(() => host.staffEvents.send('photo.decided'));
  act(() => host.staffEvents.resync());
  expect(await screen.findByText('reads: 3')).toBeInTheDocument();
});

test('under a shell without staff events the page hears nothing and still renders', async () => {
  const { host } = hostDouble();
  const { staffEvents: _none, ...older } = host;
  await renderRemote(<PhotoQueue />, older, messages);
  expect(await screen.findByText('reads: 0')).toBeInTheDocument();
});
