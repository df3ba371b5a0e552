/** @jest-environment node */
// Node's environment: it has the fetch Response the boot answers are made of (jsdom has none).
import { describe, expect, it, jest } from '@jest/globals';
import { fetchWithBootAnswers, readBootData, type BootData } from './boot-data.js';
import { bootNamesMember } from './boot-member.js';

const boot: BootData = {
  host: 'flirtpunt.example',
  locale: 'de',
  registry: { remotes: { 'mf-account': { entry: '/remotes/mf-account/1/mf-manifest.json', version: '1' } } },
  settings: { domain: 'flirtpunt.example', name: 'Flirtpunt' } as unknown as BootData['settings'],
  user: { user: null },
};

/** A page whose boot element holds `json` (what the element's text is once the HTML is parsed). */
function pageWith(json: string | null) {
  return { getElementById: (id: string) => (id === 'boot' && json !== null ? ({ textContent: json } as HTMLElement) : null) };
}

describe('boot data', () => {
  it('reads what the server wrote, escaped characters included', () => {
    const withName = { ...boot, user: { user: { profile: { name: '</script><b>' } } } };
    expect(readBootData(pageWith(JSON.stringify(withName).replace(/</g, '\\u003c')))).toEqual(withName);
  });

  it("names a member only when the user answer holds one (the entry's early read)", () => {
    expect(bootNamesMember(pageWith(JSON.stringify({ ...boot, user: { user: { id: 1 } } })))).toBe(true);
    expect(bootNamesMember(pageWith(JSON.stringify(boot)))).toBe(false);
    expect(bootNamesMember(pageWith(null))).toBe(false);
    expect(bootNamesMember(pageWith('{not json'))).toBe(false);
  });

  it('is absent when the page has none or it is broken', () => {
    expect(readBootData(pageWith(null))).toBeNull();
    expect(readBootData(pageWith('{not json'))).toBeNull();
    expect(readBootData(pageWith(JSON.stringify({ ...boot, locale: 'xx' })))).toBeNull();
  });

  it('answers the first read of each boot answer, then goes to the network', async () => {
    const network = jest.fn(async (input: RequestInfo | URL) => new Response(JSON.stringify({ from: input }), { status: 200 }));
    const fetchBooted = fetchWithBootAnswers(boot, network);
    expect(await (await fetchBooted('/remotes.json')).json()).toEqual(boot.registry);
    expect(await (await fetchBooted('/api/settings.php?domain=flirtpunt.example')).json()).toEqual(boot.settings);
    expect(await (await fetchBooted('/api/user.php', { method: 'GET' })).json()).toEqual({ user: null });
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetchBooted('/api/user.php')).json()).toEqual({ from: '/api/user.php' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never answers writes or other hosts from the page', async () => {
    const network = jest.fn(async (_input: RequestInfo | URL) => new Response('{}', { status: 200 }));
    const fetchBooted = fetchWithBootAnswers(boot, network);
    await fetchBooted('/api/user.php', { method: 'POST', body: '{}' });
    await fetchBooted('/api/settings.php?domain=other.example');
    expect(network).toHaveBeenCalledTimes(2);
    await fetchWithBootAnswers(null, network)('/remotes.json');
    expect(network).toHaveBeenCalledTimes(3);
  });
});
