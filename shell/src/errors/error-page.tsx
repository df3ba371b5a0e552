/**
 * The error page of spec sections 2 and 8: the status (default 500) and the message (default
 * "Error"); a 404 says the page could not be found. Links are plain anchors: leaving an error
 * for the home page is worth a fresh load.
 */
import styled from 'styled-components';
import { EmptyIllustration, colors, fonts, radii, shadows, space } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[3]}px;
  max-width: 560px;
  margin: ${space[7]}px auto;
  padding: ${space[6]}px ${space[4]}px;
  border-radius: ${radii.xl};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  text-align: center;
  & h1 { margin: 0; font-size: ${fonts.size.title}; }
`;

const Status = styled.p`
  margin: 0;
  color: ${colors.primary};
  font-size: 4rem;
  font-weight: 900;
  line-height: 1;
`;

/** The way home, in the look of the primary button. */
const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  margin-top: ${space[2]}px;
  padding: 10px 24px;
  border-radius: ${radii.round};
  background: ${colors.primary};
  color: ${colors.onColor};
  font-weight: ${fonts.weight.heavy};
  text-decoration: none;
  &:hover { background: ${colors.primaryDark}; color: ${colors.onColor}; }
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
      <EmptyIllustration size={140} />
      <Status>{status}</Status>
      <h1>{notFound ? t('error.notFound') : message || t('error.default')}</h1>
      <HomeLink href="/" data-testid="error-home-link">
        {t('error.backHome')}
      </HomeLink>
    </Page>
  );
}
