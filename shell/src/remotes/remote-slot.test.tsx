import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { HostProps } from '@dating/shared-contracts';
import type { AppProps } from 'single-spa';
import { remoteLifecycles } from '@dating/remote-kit';
import { RemoteSlot, SLOW_REMOTE_MS } from './remote-slot.js';
import type { Federation } from './remote-loader.js';
import { renderInShell } from '../testing/render-shell.js';
import { buildHostProps } from '../shell/host-props.js';

/** A remote built the way every mf-* builds its lifecycles. */
function remote(Page: (props: HostProps) => React.ReactNode) {
  return singleSpaReact({ React, ReactDOMClient, rootComponent: Page as unknown as React.ComponentType<AppProps>, suppressComponentDidCatchWarning: true });
}

function Greeting(props: HostProps) {
  return <p>Remote page {props.route.name}</p>;
}

function Broken(): React.ReactNode {
  throw new Error('remote bug');
}

const registry = { remotes: { 'mf-account': { entry: '/remotes/mf-account/1/mf-manifest.json', version: '1' } } };

function renderSlot(federation: Federation, onFallback?: () => void) {
  return renderInShell(
    (services) => <RemoteSlot app="mf-account" hostProps={buildHostProps(services, { name: 'login', params: {}, query: {}, path: '/login' }, 'en')} onFallback={onFallback} />,
    { federation, registry },
  );
}

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('remote slot', () => {
  it('mounts the remote as a parcel with the host props', async () => {
    renderSlot({ registerRemotes: () => undefined, loadRemote: async <T,>() => remote(Greeting) as T });
    expect(await screen.findByText('Remote page login')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('remote-slot')).toHaveAttribute('data-status', 'mounted'));
  });

  it('shows a fallback when the remote fails to load, says so to the layout, and Retry loads it', async () => {
    let calls = 0;
    const onFallback = jest.fn();
    renderSlot({
      registerRemotes: () => undefined,
      loadRemote: async <T,>() => {
        calls += 1;
        if (calls === 1) throw new Error('RUNTIME-003: Failed to get manifest');
        return remote(Greeting) as T;
      },
    }, onFallback);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('This part of the page could not be loaded.');
    expect(onFallback).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Remote page login')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  });

  it('lets a remote made with the kit show its own crash text, with no shell boundary on top, and logs it', async () => {
    const kitRemote = remoteLifecycles(Broken, async () => ({ messages: {} }));
    renderSlot({ registerRemotes: () => undefined, loadRemote: async <T,>() => kitRemote as T });
    expect(await screen.findByTestId('remote-crash')).toHaveTextContent('An error occurred, please try again later.');
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('[shell] remote mf-account/lifecycles crashed', expect.any(Error)));
  });

  it('shows the fallback for a remote missing from the registry', async () => {
    renderInShell(
      (services) => <RemoteSlot app="mf-search" hostProps={buildHostProps(services, { name: 'members', params: {}, query: {}, path: '/members' }, 'en')} />,
      { registry },
    );
    expect(await screen.findByTestId('remote-fallback')).toHaveAttribute('data-remote', 'mf-search');
  });

  it('offers Retry while a remote is slow', async () => {
    jest.useFakeTimers();
    try {
      renderSlot({ registerRemotes: () => undefined, loadRemote: () => new Promise(() => undefined) });
      expect(screen.queryByTestId('remote-fallback')).toBeNull();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(SLOW_REMOTE_MS);
      });
      expect(screen.getByTestId('remote-fallback')).toHaveAttribute('data-reason', 'slow');
    } finally {
      jest.useRealTimers();
    }
  });
});
