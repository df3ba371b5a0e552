/** The shell's React tree: services, theme, texts, the router, and the page-wide indicators. */
import { GlobalStyle, ThemeProvider } from '@dating/shared-ui';
import type { Locale } from '@dating/shared-contracts';
import type { Messages } from '../i18n/messages.js';
import { LocalizedIntl, type LocalizedIntlProps } from '../locale/intl.js';
import { ErrorPageBoundary } from '../errors/secondary-failure.js';
import { PageProgress } from '../status/page-progress.js';
import { OnlineIndicator } from '../status/online-indicator.js';
import { SessionEffects } from '../session/session-effects.js';
import { BusReactions } from './bus-reactions.js';
import { ServicesProvider, type ShellServices } from './services.js';
import { ShellRouter, type RouterNavigator } from './router.js';

export interface AppProps {
  services: ShellServices;
  navigator: RouterNavigator;
  initial: { locale: Locale; messages: Messages };
}

/** Theme, global styles and texts, for the app and for the start failure page alike. */
export function Frame({ locale, initial, children }: LocalizedIntlProps) {
  return (
    <ThemeProvider>
      <GlobalStyle />
      <LocalizedIntl locale={locale} initial={initial}>
        {children}
      </LocalizedIntl>
    </ThemeProvider>
  );
}

export function App({ services, navigator, initial }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <Frame locale={services.locale} initial={initial}>
        <PageProgress />
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
