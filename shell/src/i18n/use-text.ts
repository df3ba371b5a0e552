/** The shell's translated text lookup: t('nav.login'), t('nav.unread', { count: 3 }). */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages.js';

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export function useText(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
