/** Everything a remote's tree needs around it: the host props, the app's texts for host.locale, the theme. */
import { Suspense, use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from '@dating/shared-ui';
import { DEFAULT_LOCALE, type HostProps } from '@dating/shared-contracts';
import { HostProvider } from './host';
import type { MessageLoader } from './messages';

function WithTexts({ locale, loader, children }: { locale: HostProps['locale']; loader: MessageLoader; children: ReactNode }) {
  const messages = loader.loaded(locale) ?? use(loader.load(locale));
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <ThemeProvider>{children}</ThemeProvider>
    </IntlProvider>
  );
}

/** Provides the host props, the texts of host.locale (loaded on demand) and the theme. */
export function RemoteProviders({ host, messages, children }: { host: HostProps; messages: MessageLoader; children: ReactNode }) {
  return (
    <HostProvider host={host}>
      <Suspense fallback={null}>
        <WithTexts locale={host.locale} loader={messages}>
          {children}
        </WithTexts>
      </Suspense>
    </HostProvider>
  );
}
