/**
 * One text hook for every app (shell and remotes): `const t = useTexts(); t('login.title')`.
 * An app registers its reference catalogue (the Dutch file) so a misspelt key fails to compile:
 *   declare module '@dating/remote-kit' { interface Register { messages: typeof messages } }
 */
import { Suspense, use, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { hasErrorTexts, loadErrorTexts, loadedErrorText, type ErrorCode, type Locale } from '@dating/shared-contracts';

/** Filled by each app through declaration merging (see above); empty means any string key. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Register {}

/** A key of the registered catalogue (any string when none is registered). */
export type MessageKey = Register extends { messages: infer M } ? keyof M & string : string;

/** Placeholder values of a message. */
export type MessageValues = Record<string, string | number>;

/** t(key, values): a text of this app in the current locale. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The app's texts in the current locale. */
export function useTexts(): Translate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/**
 * errorText(code, values): the shared error catalogue's text in the current locale. The component
 * waits (suspends) for the locale's error texts when its app did not load them with its own texts.
 */
export function useErrorText(): (code: ErrorCode, values?: MessageValues) => string {
  const { locale } = useIntl();
  useErrorTextsOf(locale as Locale);
  return useCallback((code, values) => loadedErrorText(code, locale as Locale, values), [locale]);
}

/** Waits for a locale's error texts when they are not loaded yet (an app loads them only when its first screen needs them). */
function useErrorTextsOf(locale: Locale): void {
  if (!hasErrorTexts(locale)) use(loadErrorTexts(locale));
}

function LoadedErrorText({ code, locale }: { code: ErrorCode; locale: Locale }) {
  useErrorTextsOf(locale);
  return loadedErrorText(code, locale);
}

/** An error text outside the app's texts (a crash, an unknown route): shown once its locale's error texts are there. */
export function ErrorTextOf({ code, locale }: { code: ErrorCode; locale: Locale }) {
  return (
    <Suspense fallback={null}>
      <LoadedErrorText code={code} locale={locale} />
    </Suspense>
  );
}
