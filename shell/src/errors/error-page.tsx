/**
 * The error page of spec sections 2 and 8: the status (default 500) and the message (default
 * "Error"); a 404 says the page could not be found. Its card is shared-ui's ErrorCard, the look a
 * remote's own not-found page wears too.
 */
import { ErrorCard } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

export interface ErrorPageProps {
  status?: number;
  message?: string;
}

export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const t = useTexts();
  const notFound = status === 404;
  return <ErrorCard status={status} title={notFound ? t('error.notFound') : message || t('error.default')} homeLabel={t('error.backHome')} />;
}
