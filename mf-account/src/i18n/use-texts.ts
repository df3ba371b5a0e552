/** Text hooks: this app's messages by key, and the shared error catalogue by code. */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { loadedErrorText } from '@dating/shared-contracts';
import type { ErrorCode } from '@dating/shared-contracts';
import { useHost } from '../host';
import type { MessageKey } from './message-keys';

/** Placeholder values of a message. */
export type MessageValues = Record<string, string | number>;

/** t(key, values): a message of this app in the current locale. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/** errorMessage(code, values): the error catalogue's text in the current locale. */
export function useErrorText(): (code: ErrorCode, values?: MessageValues) => string {
  const { locale } = useHost();
  return useCallback((code, values) => loadedErrorText(code, locale, values), [locale]);
}
