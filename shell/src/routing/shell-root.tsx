/**
 * The one route element: matches the path against the contracts' route table, applies the
 * redirects and scroll rules, and shows the route's owner in the layout it asks for.
 */
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NOT_FOUND_ROUTE, type CurrentRoute, type HostProps } from '@dating/shared-contracts';
import { useMember, useServices } from '../shell/services.js';
import { useLocale } from '../locale/locale-atom.js';
import { buildHostProps } from '../shell/host-props.js';
import { Layout } from '../layouts/layouts.js';
import { releaseUnderPage } from '../layouts/under-page.js';
import { RemoteSlot } from '../remotes/remote-slot.js';
import { ErrorPage } from '../errors/deferred-parts.js';
import { PageBoundary } from '../errors/page-boundary.js';
import { SignupModalHost } from '../modals/signup-modal-host.js';
import { LikesCompanionSlot } from '../likes/likes-companion-slot.js';
import { TimeBonusSlot } from '../payments/time-bonus-slot.js';
import { LangConfigPage } from '../pages/lang-config.js';
import { resolveRoute, type ResolvedRoute } from './current-route.js';
import { LOGOUT_PATH, redirectFor, sessionEndedOnMembersPage } from './redirects.js';
import { useScrollRules } from './scroll.js';
import { useFocusRules } from './focus.js';
import { Logout } from './logout.js';
import { PageTransition } from './page-transition.js';
import { ShellPageRendered } from './shell-page-rendered.js';

function ShellPage({ name }: { name: string }) {
  return (
    <>
      {name === 'lang-config' ? <LangConfigPage /> : <ErrorPage status={404} />}
      <ShellPageRendered route={name} />
    </>
  );
}

function PageContent({ resolved, hostProps }: { resolved: ResolvedRoute; hostProps: HostProps }) {
  const { owner } = resolved.definition;
  if (owner === 'shell') return <ShellPage name={resolved.definition.name} />;
  // Keyed by owner: another page of the same remote updates its parcel, another remote remounts.
  // Its box, when the page fails or is slow, stands where the page would: the footer may show.
  return <RemoteSlot key={owner} app={owner} hostProps={hostProps} onFallback={releaseUnderPage} />;
}

export function ShellRoot() {
  const services = useServices();
  const member = useMember();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const resolved = useMemo(() => resolveRoute(pathname, search), [pathname, search]);
  const current: CurrentRoute = useMemo(
    () => resolved?.current ?? { name: NOT_FOUND_ROUTE, params: {}, query: Object.fromEntries(new URLSearchParams(search)), path: pathname },
    [resolved, pathname, search],
  );
  const hostProps = useMemo(() => buildHostProps(services, current, locale), [services, current, locale]);
  useScrollRules(resolved?.definition.keepScroll ?? false);
  useFocusRules();
  // Whether the member was logged in when this page opened (not whether they just logged in on it).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const arrivedLoggedIn = useMemo(() => Boolean(member), [pathname]);
  const sessionEnded = sessionEndedOnMembersPage(resolved?.definition ?? null, Boolean(member), arrivedLoggedIn);
  useEffect(() => {
    if (sessionEnded) services.bus.emit('auth:required', { reason: 'session_ended' });
  }, [sessionEnded, services.bus]);

  if (pathname === LOGOUT_PATH) return <Logout />;
  const redirect = redirectFor(resolved?.definition ?? null, Boolean(member), pathname + search, arrivedLoggedIn);
  if (redirect) return <Navigate to={redirect} replace />;

  const appBack = services.installed && Boolean(resolved?.definition.appBack);
  return (
    <>
      <Layout name={resolved?.definition.layout ?? 'default'} route={resolved?.current ?? null} appBack={appBack}>
        <PageTransition path={pathname}>
          <PageBoundary resetKey={pathname}>
            {resolved ? (
              <PageContent resolved={resolved} hostProps={hostProps} />
            ) : (
              <>
                <ErrorPage status={404} />
                <ShellPageRendered route={NOT_FOUND_ROUTE} />
              </>
            )}
          </PageBoundary>
        </PageTransition>
      </Layout>
      {/* The members' companions stay out of the console: staff see no member's modals. */}
      {resolved?.definition.layout !== 'staff' && (
        <>
          <SignupModalHost hostProps={hostProps} />
          <LikesCompanionSlot hostProps={hostProps} />
          <TimeBonusSlot hostProps={hostProps} />
        </>
      )}
    </>
  );
}
