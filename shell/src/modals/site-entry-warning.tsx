/** The site-entry warning modal; it must be accepted, so backdrop and Escape do not close it. */
import { lazy, Suspense } from 'react';
import type { LayoutName } from '@dating/shared-contracts';
import { useMember, useServices } from '../shell/services.js';
import { siteCountry } from '../locale/site-country.js';
import { useDismissal } from '../alerts/use-dismissal.js';
import { SITE_ENTRY_SEEN_KEY, shouldShowSiteEntryWarning } from './site-entry-rules.js';

const SiteEntryWarningView = lazy(() => import('./site-entry-warning-view.js'));

export function SiteEntryWarning({ layout }: { layout: LayoutName }) {
  const { settings } = useServices();
  const member = useMember();
  const [seen, accept] = useDismissal(SITE_ENTRY_SEEN_KEY);
  // Rendered ahead on the server, whether this visitor accepted it already cannot be known: the live
  // shell shows it (a modal over the page, it moves nothing), the layout rendered ahead never does.
  const inBrowser = typeof window !== 'undefined';
  const open = inBrowser && shouldShowSiteEntryWarning({ settings, country: siteCountry(member, settings), layout, seen });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SiteEntryWarningView onAccept={accept} />
    </Suspense>
  );
}
