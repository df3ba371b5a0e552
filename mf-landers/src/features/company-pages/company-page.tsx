/**
 * One company page (terms, privacy, cookies, ban, FAQ, return policy, customer service) in the
 * visitor's language: the locale's content module filled with the company info and site settings.
 */
import { use } from 'react';
import styled from 'styled-components';
import { useEndpoint, useHost } from '@dating/remote-kit';
import { Alert, Skeleton, colors, fonts, space } from '@dating/shared-ui';
import { loadedErrorText } from '@dating/shared-contracts';
import { companyFacts } from './facts';
import { loadCompanyContent } from './load-content';
import { CompanyDetails } from './company-details';
import type { CompanyPageName } from './content/types';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${space[5]}px ${space[4]}px ${space[6]}px;
  color: ${colors.text};
  line-height: ${fonts.lineHeight.normal};
  h1 {
    margin: 0 0 ${space[3]}px;
    font-size: ${fonts.size.title};
    line-height: ${fonts.lineHeight.tight};
  }
  h2 {
    margin: ${space[5]}px 0 ${space[2]}px;
    font-size: ${fonts.size.large};
    line-height: ${fonts.lineHeight.tight};
  }
  p, ul { margin: 0 0 ${space[3]}px; }
  ul { padding-left: ${space[5]}px; }
`;

const Lead = styled.p`
  font-size: ${fonts.size.large};
  color: ${colors.text};
`;

/** The company page `name`. */
export function CompanyPage({ name }: { name: CompanyPageName }) {
  const { locale, settings } = useHost();
  const build = use(loadCompanyContent(locale));
  const company = useEndpoint('company');
  if (company.error) return <Alert kind="danger">{loadedErrorText('generic', locale)}</Alert>;
  if (!company.data) return <Skeleton shape="block" height="480px" />;
  const facts = companyFacts(company.data, settings, locale);
  const content = build(facts);
  const page = content.pages[name];
  return (
    <Article data-testid={`company-page-${name}`} lang={locale}>
      <h1>{page.title}</h1>
      <Lead>{page.intro}</Lead>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <CompanyDetails facts={facts} labels={content.labels} version={name === 'terms' ? facts.termsDate : undefined} />
    </Article>
  );
}
