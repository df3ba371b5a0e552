/** Everything a page of this app needs around it: the host props, this app's messages, the theme. */
import { Suspense, use } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from '@dating/shared-ui';
import { DEFAULT_LOCALE } from '@dating/shared-contracts';
import type { HostProps, Locale } from '@dating/shared-contracts';
import { HostContext } from './host';
import { loadedMessages, loadMessages } from './i18n/load-messages';

function useMessages(locale: Locale) {
  return loadedMessages(locale) ?? use(loadMessages(locale));
}

function WithMessages({ host, children }: { host: HostProps; children: ReactNode }) {
  const messages = useMessages(host.locale);
  return (
    <IntlProvider locale={host.locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <ThemeProvider>{children}</ThemeProvider>
    </IntlProvider>
  );
}

/** Provides the host props, messages for host.locale (loaded on demand) and the theme. */
export function AccountProviders({ host, children }: { host: HostProps; children: ReactNode }) {
  return (
    <HostContext.Provider value={host}>
      <Suspense fallback={null}>
        <WithMessages host={host}>{children}</WithMessages>
      </Suspense>
    </HostContext.Provider>
  );
}
