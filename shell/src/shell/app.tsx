/** The shell's React tree: services, theme, texts, the router, and the page-wide indicators. */
import type { Locale } from '@dating/shared-contracts';
import type { Messages } from '../i18n/messages.js';
import { ErrorPageBoundary } from '../errors/secondary-failure.js';
import { PageProgress } from '../status/page-progress.js';
import { OnlineIndicator } from '../status/online-indicator.js';
import { Toasts } from '../status/toasts.js';
import { SessionEffects } from '../session/session-effects.js';
import { SessionSync } from '../session/session-sync.js';
import { Frame } from './frame.js';
import { BusReactions } from './bus-reactions.js';
import { LiveSession } from '../live/live-session.js';
import { ServicesProvider, type ShellServices } from './services.js';
import { ShellRouter, type RouterNavigator } from './router.js';

export interface AppProps {
  services: ShellServices;
  navigator: RouterNavigator;
  initial: { locale: Locale; messages: Messages };
}

export function App({ services, navigator, initial }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <Frame store={services.store} initial={initial}>
        <PageProgress />
        <SessionSync />
        <SessionEffects />
        <LiveSession />
        <BusReactions />
        <ErrorPageBoundary>
          <ShellRouter navigator={navigator} />
        </ErrorPageBoundary>
        <OnlineIndicator />
        <Toasts />
      </Frame>
    </ServicesProvider>
  );
}
