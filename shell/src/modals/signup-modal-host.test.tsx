import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { HostProps } from '@dating/shared-contracts';
import type { AppProps } from 'single-spa';
import { SignupModalHost } from './signup-modal-host.js';
import { renderInShell } from '../testing/render-shell.js';
import { buildHostProps } from '../shell/host-props.js';

function SignupSteps(props: HostProps) {
  return <p>Signup step on {props.route.name}</p>;
}

const signupModal = singleSpaReact({ React, ReactDOMClient, rootComponent: SignupSteps as unknown as React.ComponentType<AppProps>, suppressComponentDidCatchWarning: true });

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('signup modal host', () => {
  it("opens on 'signup:open' with mf-account's signup-modal, and cannot be closed while signup is in progress", async () => {
    const user = userEvent.setup();
    const loaded: string[] = [];
    const federation = {
      registerRemotes: () => undefined,
      loadRemote: async <T,>(id: string) => {
        loaded.push(id);
        return signupModal as T;
      },
    };
    const registry = { remotes: { 'mf-account': { entry: '/remotes/mf-account/1/mf-manifest.json', version: '1' } } };
    const { bus } = renderInShell(
      (services) => <SignupModalHost hostProps={buildHostProps(services, { name: 'index', params: {}, query: {}, path: '/' }, 'en')} />,
      { federation, registry },
    );

    expect(screen.queryByTestId('signup-modal')).toBeNull();
    act(() => bus.emit('signup:open', {}));
    expect(await screen.findByText('Signup step on index')).toBeInTheDocument();
    expect(loaded).toEqual(['mf_account/signup-modal']);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Sign up');
    // On phones the signup rises from the bottom edge as a sheet.
    expect(screen.getByRole('dialog')).toHaveAttribute('data-sheet', 'true');

    // mf-account reports a signup in progress on the bus.
    act(() => bus.emit('signup:progress', { inProgress: true }));
    await user.click(screen.getByTestId('signup-modal-backdrop'));
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('signup-modal')).toBeInTheDocument();

    act(() => bus.emit('signup:progress', { inProgress: false }));
    await user.click(screen.getByTestId('signup-modal-backdrop'));
    expect(screen.queryByTestId('signup-modal')).toBeNull();
  });
});
