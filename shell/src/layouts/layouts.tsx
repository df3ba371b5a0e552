/**
 * The layouts of spec section 2. default: top navigation, warning banners, footer, disclaimer.
 * chat: bare, with the site-entry warning. lander: a small bar with the logo, and the footer.
 * empty: the page alone. landing: the logged-out landing page with logo, language, login, footer.
 * staff: the console's bar and the page (staff/staff-layout.tsx).
 * Installed-app mode adds a back button on the pages the route table marks (appBack).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Page } from '@dating/shared-ui';
import type { CurrentRoute, LayoutName } from '@dating/shared-contracts';
import { TopNavigation } from '../navigation/top-navigation.js';
import { Footer } from '../navigation/footer.js';
import { MemberAlerts } from '../alerts/member-alerts.js';
import { SiteEntryWarning } from '../modals/site-entry-warning.js';
import { AppBackButton } from './app-back-button.js';
import { Disclaimer, Main, SkipLink } from './layout-parts.js';
import { UnderPage } from './under-page.js';
import { LanderBar } from './lander-bar.js';


/** What every layout gets. */
export interface LayoutProps {
  route: CurrentRoute | null;
  /** Show the installed-app back button. */
  appBack: boolean;
  children: ReactNode;
}

function DefaultLayout({ route, appBack, children }: LayoutProps) {
  return (
    <Page data-layout="default">
      <SkipLink />
      <TopNavigation />
      {appBack && <AppBackButton />}
      <MemberAlerts route={route} />
      <Main>{children}</Main>
      <UnderPage>
        <Disclaimer />
        <Footer />
      </UnderPage>
    </Page>
  );
}

function ChatLayout({ appBack, children }: LayoutProps) {
  return (
    <Page data-layout="chat">
      {appBack && <AppBackButton />}
      <Main fill>{children}</Main>
      <SiteEntryWarning layout="chat" />
    </Page>
  );
}

function LanderLayout({ children }: LayoutProps) {
  return (
    <Page data-layout="lander">
      <LanderBar />
      <Main>{children}</Main>
      <UnderPage>
        <Footer />
      </UnderPage>
      <SiteEntryWarning layout="lander" />
    </Page>
  );
}

function EmptyLayout({ children }: LayoutProps) {
  return (
    <Page data-layout="empty">
      <Main fill>{children}</Main>
    </Page>
  );
}

function LandingLayout({ children }: LayoutProps) {
  return (
    <Page data-layout="landing">
      <SkipLink />
      <TopNavigation />
      <Main>{children}</Main>
      <UnderPage>
        <Footer />
      </UnderPage>
    </Page>
  );
}

// Its own chunk: the console's layout is nothing a member's first load may carry (start budget).
const LazyStaffLayout = lazy(() => import(/* webpackChunkName: "staff-layout" */ '../staff/staff-layout.js'));

function StaffLayout({ route, children }: LayoutProps) {
  return (
    <Suspense fallback={null}>
      <LazyStaffLayout route={route}>{children}</LazyStaffLayout>
    </Suspense>
  );
}

const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
  landing: LandingLayout,
  staff: StaffLayout,
};

/** The layout a route asks for. */
export function Layout({ name, ...props }: LayoutProps & { name: LayoutName }) {
  const Chosen = LAYOUTS[name];
  return <Chosen {...props} />;
}
