/**
 * The error page of spec sections 2 and 8: the status (default 500) and the message (default
 * "Error"); a 404 says the page could not be found. Links are plain anchors: leaving an error
 * for the home page is worth a fresh load.
 */
import styled from 'styled-components';
import { colors } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

const Page = styled.section`
  max-width: 640px;
  margin: 64px auto;
  padding: 0 16px;
  text-align: center;
`;

const Status = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 4rem;
  font-weight: 700;
  line-height: 1;
`;

export interface ErrorPageProps {
  status?: number;
  message?: string;
}

export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const t = useTexts();
  const notFound = status === 404;
  return (
    <Page data-testid="error-page" data-status={status}>
      <Status>{status}</Status>
      <h1>{notFound ? t('error.notFound') : message || t('error.default')}</h1>
      <p>
        <a href="/" data-testid="error-home-link">
          {t('error.backHome')}
        </a>
      </p>
    </Page>
  );
}
