import { describe, expect, it, jest } from '@jest/globals';
import { RemoteLoader, RemoteMissingError, federationName, type Federation } from './remote-loader.js';
import { parseRegistry, type RemoteRegistry } from './registry.js';

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

function fakeFederation(modules: Record<string, unknown> = {}) {
  const registered: { name: string; entry: string; force?: boolean }[] = [];
  const federation: Federation = {
    registerRemotes: (remotes, options) => remotes.forEach((remote) => registered.push({ ...remote, force: options?.force })),
    loadRemote: async <T,>(id: string) => (modules[id] ?? null) as T | null,
  };
  return { federation, registered };
}

const registry = (version: string): RemoteRegistry => ({
  remotes: { 'mf-account': { entry: `/remotes/mf-account/${version}/mf-manifest.json`, version } },
});

describe('registry document', () => {
  it('keeps valid entries and drops malformed ones', () => {
    expect(
      parseRegistry({ remotes: { 'mf-account': { entry: '/a.json', version: '1', history: [] }, 'mf-chat': { version: '2' }, 'mf-likes': null } }),
    ).toEqual({ remotes: { 'mf-account': { entry: '/a.json', version: '1' } } });
    expect(parseRegistry('nonsense')).toEqual({ remotes: {} });
  });
});

describe('remote loader', () => {
  it('registers each remote under its federation name and loads its lifecycles', async () => {
    const { federation, registered } = fakeFederation({ 'mf_account/lifecycles': lifecycles });
    const loader = new RemoteLoader(federation, async () => registry('1.0.0-aaa'));
    await loader.refresh();
    expect(federationName('mf-account')).toBe('mf_account');
    expect(registered).toEqual([{ name: 'mf_account', entry: '/remotes/mf-account/1.0.0-aaa/mf-manifest.json', force: false }]);
    await expect(loader.lifecycles('mf-account')).resolves.toBe(lifecycles);
    expect(loader.version('mf-account')).toBe('1.0.0-aaa');
  });

  it('accepts lifecycles as a default export', async () => {
    const { federation } = fakeFederation({ 'mf_account/signup-modal': { default: lifecycles } });
    const loader = new RemoteLoader(federation, async () => registry('1'));
    await expect(loader.lifecycles('mf-account', 'signup-modal')).resolves.toBe(lifecycles);
  });

  it('re-registers with force when the registry names a new version, and not when unchanged', async () => {
    const { federation, registered } = fakeFederation();
    let current = registry('1');
    const loader = new RemoteLoader(federation, async () => current);
    await loader.refresh();
    await loader.refresh();
    current = registry('2');
    await loader.refresh();
    expect(registered.map((r) => [r.entry, r.force])).toEqual([
      ['/remotes/mf-account/1/mf-manifest.json', false],
      ['/remotes/mf-account/2/mf-manifest.json', true],
    ]);
  });

  it('re-registers the app before a retry, even when unchanged', async () => {
    const { federation, registered } = fakeFederation();
    const loader = new RemoteLoader(federation, async () => registry('1'));
    await loader.refresh();
    await loader.prepareRetry('mf-account');
    expect(registered.map((r) => r.force)).toEqual([false, true]);
  });

  it('fails for a remote that is not in the registry, after reading it again', async () => {
    const read = jest.fn(async () => registry('1'));
    const loader = new RemoteLoader(fakeFederation().federation, read);
    await expect(loader.lifecycles('mf-search')).rejects.toBeInstanceOf(RemoteMissingError);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('fails for a module without single-spa lifecycles', async () => {
    const { federation } = fakeFederation({ 'mf_account/lifecycles': { mount: () => undefined } });
    const loader = new RemoteLoader(federation, async () => registry('1'));
    await expect(loader.lifecycles('mf-account')).rejects.toThrow('does not expose single-spa lifecycles');
  });

  it('keeps working when the registry cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = new RemoteLoader(fakeFederation().federation, async () => {
      throw new Error('offline');
    });
    await expect(loader.refresh()).resolves.toBeUndefined();
    await expect(loader.lifecycles('mf-account')).rejects.toBeInstanceOf(RemoteMissingError);
    error.mockRestore();
  });
});
