import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteEntryWarning } from './site-entry-warning.js';
import { SITE_ENTRY_SEEN_KEY, shouldShowSiteEntryWarning } from './site-entry-rules.js';
import { renderInShell } from '../testing/render-shell.js';

beforeEach(() => localStorage.clear());

describe('site-entry warning rules', () => {
  const base = { settings: { enable_site_entry_popup: 'yes' as const }, country: 'NL', layout: 'chat' as const, seen: false };

  it('shows on the chat and lander layouts for NL and DE, on the first visit', () => {
    expect(shouldShowSiteEntryWarning(base)).toBe(true);
    expect(shouldShowSiteEntryWarning({ ...base, country: 'DE', layout: 'lander' })).toBe(true);
  });

  it('does not show elsewhere, for other countries, when turned off, or once seen', () => {
    expect(shouldShowSiteEntryWarning({ ...base, layout: 'default' })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...base, country: 'BE' })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...base, country: null })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...base, settings: { enable_site_entry_popup: 'no' } })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...base, seen: true })).toBe(false);
  });
});

describe('site-entry warning', () => {
  it('must be accepted (Escape does not close it), and is not shown again', async () => {
    const user = userEvent.setup();
    const first = renderInShell(<SiteEntryWarning layout="lander" />, { settings: { geoip_country: 'DE' } });
    // The modal's view loads on demand (it is rarely due), so it appears a moment later.
    expect(await screen.findByTestId('site-entry-warning')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('site-entry-warning')).toBeInTheDocument();
    await user.click(screen.getByTestId('site-entry-accept'));
    expect(screen.queryByTestId('site-entry-warning')).toBeNull();
    expect(localStorage.getItem(SITE_ENTRY_SEEN_KEY)).not.toBeNull();
    first.unmount();
    renderInShell(<SiteEntryWarning layout="lander" />, { settings: { geoip_country: 'DE' } });
    expect(screen.queryByTestId('site-entry-warning')).toBeNull();
  });
});
