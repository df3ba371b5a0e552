/**
 * A page the site publishes under its own token (`/about-us`): its title and text from the API in
 * the visitor's language. An unknown token is the site's one not-found page (shared-ui's ErrorCard,
 * as the shell shows for any other unknown path; the server already sent 404).
 */
import styled from 'styled-components';
import { isApiError } from '@dating/shared-contracts';
import { useEndpoint, useHost, usePageHead, useTexts } from '@dating/remote-kit';
import { ErrorCard, Skeleton, colors, fonts, space } from '@dating/shared-ui';
import { loadedErrorText } from '@dating/shared-contracts';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${space[5]}px ${space[4]}px ${space[6]}px;
  color: ${colors.text};
  line-height: ${fonts.lineHeight.normal};
  h1 { margin: 0 0 ${space[3]}px; font-size: ${fonts.size.title}; line-height: ${fonts.lineHeight.tight}; }
  p { margin: 0 0 ${space[3]}px; }
  a { color: ${colors.primary}; }
`;

/** The token page of the current route. */
export default function TokenPage() {
  const { route, locale } = useHost();
  const t = useTexts();
  const token = String(route.params.token ?? '');
  const page = useEndpoint('sitePage', { token });
  usePageHead(page.data ? { title: page.data.title, description: page.data.body.split('\n')[0]!.slice(0, 160) } : null);
  if (page.error) {
    const missing = isApiError(page.error) && (page.error.status === 404 || page.error.status === 400);
    const status = missing ? 404 : isApiError(page.error) ? page.error.status : 500;
    return (
      <ErrorCard
        data-testid="token-page-missing"
        status={status}
        title={missing ? t('token.notFound') : loadedErrorText('generic', locale)}
        homeLabel={t('token.home')}
      />
    );
  }
  if (!page.data) return <Skeleton shape="block" height="320px" />;
  return (
    <Article data-testid="token-page" lang={page.data.language}>
      <h1>{page.data.title}</h1>
      {page.data.body.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Article>
  );
}
