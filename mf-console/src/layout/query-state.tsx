/**
 * What a console list shows while its data loads, when it fails (the answer's own words, with a
 * retry), when it is empty, and otherwise the list. A refusal for want of a staff session or role
 * reads as such (the staff layout sends a logged-out browser to the login).
 */
import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { Alert, Button, Skeleton } from '@dating/shared-ui';
import { isApiError } from '@dating/shared-contracts';
import { useErrorText, useTexts } from '@dating/remote-kit';

export function QueryState<T>({ answer, empty, isEmpty, children }: {
  answer: SWRResponse<T>;
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const t = useTexts();
  const errorText = useErrorText();
  if (answer.error) {
    const message = isApiError(answer.error) ? answer.error.message : errorText('generic');
    return (
      <Alert kind="danger" data-testid="console-error">
        {message}{' '}
        <Button variant="link" onClick={() => void answer.mutate()}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  if (answer.data === undefined) return <Skeleton shape="block" height="120px" />;
  if (isEmpty(answer.data)) return <p data-testid="console-empty">{empty}</p>;
  return <>{children(answer.data)}</>;
}
