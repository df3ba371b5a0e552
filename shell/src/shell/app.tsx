/** The shell's React tree: services, theme, texts, the router, and the page-wide indicators. */
import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { GlobalStyle, ThemeProvider } from '@dating/shared-ui';
import type { Locale } from '@dating/shared-contracts';
import type { Messages } from '../i18n/messages.js';
import { LocalizedIntl } from '../locale/intl.js';
import { ErrorPageBoundary } from '../errors/secondary-failure.js';
import { PageProgress } from '../status/page-progress.js';
import { OnlineIndicator } from '../status/online-indicator.js';
import { SessionEffects } from '../session/session-effects.js';
import { SessionSync } from '../session/session-sync.js';
import type { PageStore } from './page-store.js';
import { BusReactions } from './bus-reactions.js';
import { ServicesProvider, type ShellServices } from './services.js';
import { ShellRouter, type RouterNavigator } from './router.js';

export interface AppProps {
  services: ShellServices;
  navigator: RouterNavigator;
  initial: { locale: Locale; messages: Messages };
}

/** What the frame needs: the page store (the locale lives in it) and the texts loaded at start. */
export interface FrameProps {
  store: PageStore;
  initial: { locale: Locale; messages: Messages };
  children: ReactNode;
}

/** Page store, theme, global styles and texts, for the app and for the start failure page alike. */
export function Frame({ store, initial, children }: FrameProps) {
  return (
    <JotaiProvider store={store}>
      <ThemeProvider>
        <GlobalStyle />
        <LocalizedIntl initial={initial}>{children}</LocalizedIntl>
      </ThemeProvider>
    </JotaiProvider>
  );
}

export function App({ services, navigator, initial }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <Frame store={services.store} initial={initial}>
        <PageProgress />
        <SessionSync />
        <SessionEffects />
        <BusReactions />
        <ErrorPageBoundary>
          <ShellRouter navigator={navigator} />
        </ErrorPageBoundary>
        <OnlineIndicator />
      </Frame>
    </ServicesProvider>
  );
}
