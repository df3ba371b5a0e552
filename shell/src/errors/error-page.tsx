/**
 * The error page of spec sections 2 and 8: the status (default 500) and the message (default
 * "Error"); a 404 says the page could not be found. Links are plain anchors: leaving an error
 * for the home page is worth a fresh load.
 */
import { EmptyState, LinkButton, PageCard } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

export interface ErrorPageProps {
  status?: number;
  message?: string;
}

export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const t = useTexts();
  const notFound = status === 404;
  return (
    <PageCard data-testid="error-page" data-status={status}>
      <EmptyState
        headingLevel={1}
        compact
        kicker={status}
        title={notFound ? t('error.notFound') : message || t('error.default')}
        action={
          <LinkButton href="/" data-testid="error-home-link">
            {t('error.backHome')}
          </LinkButton>
        }
      />
    </PageCard>
  );
}
