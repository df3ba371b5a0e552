import { describe, expect, it } from '@jest/globals';
import { OVERRIDES_KEY, readOverrides, withOverrides } from './dev-overrides.js';
import { RemoteLoader, type Federation } from './remote-loader.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const DEV = 'http://localhost:3001/mf-manifest.json';
const registry = { remotes: { 'mf-account': { entry: '/remotes/mf-account/1/mf-manifest.json', version: '1' } } };

describe('dev overrides of the remote registry', () => {
  it('takes an override from the query, remembers it, and points the remote at the dev server', () => {
    const storage = memoryStorage();
    const overrides = readOverrides({ href: `http://localhost:3000/login?remote-override=mf-account@${DEV}`, storage, production: false });
    expect(overrides).toEqual({ 'mf-account': DEV });
    expect(JSON.parse(storage.values.get(OVERRIDES_KEY)!)).toEqual({ 'mf-account': DEV });
    expect(readOverrides({ href: 'http://localhost:3000/members', storage, production: false })).toEqual({ 'mf-account': DEV });
    expect(withOverrides(registry, overrides).remotes['mf-account']).toEqual({ entry: DEV, version: 'dev-override' });
  });

  it('is cleared by an empty URL or reset', () => {
    const storage = memoryStorage({ [OVERRIDES_KEY]: JSON.stringify({ 'mf-account': DEV, 'mf-chat': DEV }) });
    expect(readOverrides({ href: 'http://localhost:3000/?remote-override=mf-account@', storage, production: false })).toEqual({ 'mf-chat': DEV });
    expect(readOverrides({ href: 'http://localhost:3000/?remote-override=reset', storage, production: false })).toEqual({});
    expect(storage.values.has(OVERRIDES_KEY)).toBe(false);
  });

  it('never applies in a production build, on a public origin, or to a URL off this machine', () => {
    const query = `?remote-override=mf-account@${DEV}`;
    expect(readOverrides({ href: `http://localhost:3000/${query}`, storage: memoryStorage(), production: true })).toEqual({});
    expect(readOverrides({ href: `https://dates.example/${query}`, storage: memoryStorage(), production: false })).toEqual({});
    const foreign = readOverrides({ href: 'http://localhost:3000/?remote-override=mf-account@https://evil.example/mf-manifest.json', storage: memoryStorage(), production: false });
    expect(foreign).toEqual({});
    const stored = memoryStorage({ [OVERRIDES_KEY]: JSON.stringify({ 'mf-account': 'https://evil.example/x.json' }) });
    expect(readOverrides({ href: 'http://localhost:3000/', storage: stored, production: false })).toEqual({});
  });

  it('makes the loader register the overridden entry instead of the published one', async () => {
    const registered: string[] = [];
    const federation: Federation = { registerRemotes: (remotes) => remotes.forEach((remote) => registered.push(remote.entry)), loadRemote: async () => null };
    const loader = new RemoteLoader(federation, async () => registry, { 'mf-account': DEV });
    await loader.refresh();
    expect(registered).toEqual([DEV]);
    expect(loader.version('mf-account')).toBe('dev-override');
  });
});
