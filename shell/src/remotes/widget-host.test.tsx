import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostProvider, Widget, remoteLifecycles } from '@dating/remote-kit';
import type { HostProps, WidgetProps } from '@dating/shared-contracts';
import { renderInShell } from '../testing/render-shell.js';
import { buildHostProps } from '../shell/host-props.js';
import { widgetHostFor } from './widget-host.js';

function SignupSteps({ step }: HostProps & WidgetProps['signup-modal']) {
  return <p>Signup widget at step {step}</p>;
}
const widget = remoteLifecycles(SignupSteps, async () => ({ messages: {} }));
const registry = { remotes: { 'mf-account': { entry: '/remotes/mf-account/1/mf-manifest.json', version: '1' } } };

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it('mounts a declared widget through the shell’s loader, with the page’s fallback and Retry when it fails', async () => {
  const loaded: string[] = [];
  let reachable = false;
  const federation = {
    registerRemotes: () => undefined,
    loadRemote: async <T,>(id: string) => {
      loaded.push(id);
      if (!reachable) throw new Error('RUNTIME-003: Failed to get manifest');
      return widget as T;
    },
  };
  renderInShell(
    (services) => {
      const host = buildHostProps(services, { name: 'index', params: {}, query: {}, path: '/' }, 'en');
      return (
        <HostProvider host={host}>
          <Widget name="signup-modal" props={{ step: 2 }} />
        </HostProvider>
      );
    },
    { federation, registry },
  );
  expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('This part of the page could not be loaded.');
  expect(loaded).toEqual(['mf_account/signup-modal']);
  reachable = true;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Signup widget at step 2')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('remote-fallback')).toBeNull());
});

it('an inline widget (the like button on a card) that fails shows one Retry button, not a box', async () => {
  const federation = {
    registerRemotes: () => undefined,
    loadRemote: async () => {
      throw new Error('Module "./like-button" does not exist in container.');
    },
  };
  renderInShell(
    (services) => {
      const host = buildHostProps(services, { name: 'members', params: {}, query: {}, path: '/members' }, 'en');
      return (
        <HostProvider host={host}>
          <Widget name="like-button" props={{ profileId: 3, variant: 'card' }} />
        </HostProvider>
      );
    },
    { federation, registry: { remotes: { 'mf-likes': { entry: '/remotes/mf-likes/1/mf-manifest.json', version: '1' } } } },
  );
  const fallback = await screen.findByTestId('remote-fallback');
  expect(fallback.tagName).toBe('SPAN');
  expect(screen.getByRole('button', { name: 'This part of the page could not be loaded. Try again' })).toBeInTheDocument();
});

it("waits for the visit's first page to settle before it loads another remote's widget", async () => {
  const loaded: string[] = [];
  const federation = {
    registerRemotes: () => undefined,
    loadRemote: async <T,>(id: string) => {
      loaded.push(id);
      return widget as T;
    },
  };
  let settle = () => {};
  const firstPageSettled = new Promise<void>((resolve) => (settle = resolve));
  renderInShell(
    (services) => (
      <HostProvider host={buildHostProps(services, { name: 'members', params: {}, query: {}, path: '/members' }, 'en')}>
        <Widget name="signup-modal" props={{ step: 1 }} />
      </HostProvider>
    ),
    { federation, registry, firstPageSettled },
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(loaded).toEqual([]);
  settle();
  expect(await screen.findByText('Signup widget at step 1')).toBeInTheDocument();
  expect(loaded).toEqual(['mf_account/signup-modal']);
});

it('a widget host made for a caller that chose its own moment (the likes companion) does not wait for the first page', async () => {
  const federation = { registerRemotes: () => undefined, loadRemote: async <T,>() => widget as T };
  renderInShell(
    (services) => (
      <HostProvider host={{ ...buildHostProps(services, { name: 'likes', params: {}, query: { lb: '1' }, path: '/likes' }, 'en'), widgets: widgetHostFor(services, true) }}>
        <Widget name="signup-modal" props={{ step: 3 }} />
      </HostProvider>
    ),
    { federation, registry, firstPageSettled: new Promise<void>(() => undefined) },
  );
  expect(await screen.findByText('Signup widget at step 3')).toBeInTheDocument();
});
