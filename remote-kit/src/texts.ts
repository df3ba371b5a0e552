/**
 * One text hook for every app (shell and remotes): `const t = useTexts(); t('login.title')`.
 * An app registers its reference catalogue (the Dutch file) so a misspelt key fails to compile:
 *   declare module '@dating/remote-kit' { interface Register { messages: typeof messages } }
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { loadedErrorText, type ErrorCode, type Locale } from '@dating/shared-contracts';

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

/** errorText(code, values): the shared error catalogue's text in the current locale. */
export function useErrorText(): (code: ErrorCode, values?: MessageValues) => string {
  const { locale } = useIntl();
  return useCallback((code, values) => loadedErrorText(code, locale as Locale, values), [locale]);
}
