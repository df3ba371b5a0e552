/** react-intl for the shell, following the locale controller; texts of a new locale load first. */
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@dating/shared-contracts';
import { loadMessages, type Messages } from '../i18n/messages.js';
import { useLocale } from './locale-atom.js';

export interface LocalizedIntlProps {
  /** The locale and texts already loaded at start. */
  initial: { locale: Locale; messages: Messages };
  children: ReactNode;
}

/** Follows the page store's locale (jotai Provider above it). */
export function LocalizedIntl({ initial, children }: LocalizedIntlProps) {
  const wanted = useLocale();
  const [shown, setShown] = useState(initial);

  useEffect(() => {
    if (wanted === shown.locale) return;
    let current = true;
    // The old texts stay until the new ones are there, so the page never shows raw keys.
    void loadMessages(wanted).then((messages) => {
      if (!current) return;
      document.documentElement.lang = wanted;
      setShown({ locale: wanted, messages });
    });
    return () => {
      current = false;
    };
  }, [wanted, shown.locale]);

  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}
