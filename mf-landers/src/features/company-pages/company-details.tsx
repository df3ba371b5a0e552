/** The company's details every company page shows: who runs the site and how to reach it. */
import styled from 'styled-components';
import { colors, fonts, radii, space } from '@dating/shared-ui';
import type { CompanyFacts } from './facts';
import type { DetailLabels } from './content/types';

const Box = styled.section`
  margin-top: ${space[6]}px;
  padding: ${space[4]}px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.large};
  background: ${colors.background};
  h2 {
    margin: 0 0 ${space[3]}px;
    font-size: ${fonts.size.large};
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${space[1]}px ${space[4]}px;
  margin: 0;
  dt { color: ${colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** Name, address, registration, VAT, trade names, phone and e-mail of the company (and the terms' version date). */
export function CompanyDetails({ facts, labels, version }: { facts: CompanyFacts; labels: DetailLabels; version?: string }) {
  const rows: [string, string, string][] = [
    ['company', labels.company, facts.company],
    ['address', labels.address, `${facts.address}, ${facts.city}, ${facts.country}`],
    ['registration', labels.registration, facts.kvk],
    ['vat', labels.vat, facts.vatNumbers],
    ['tradenames', labels.tradenames, facts.tradenames],
    ['phone', labels.phone, facts.phone],
    ['email', labels.email, facts.email],
    ...(version ? [['version', labels.version, version] as [string, string, string]] : []),
  ];
  return (
    <Box aria-labelledby="company-details-heading" data-testid="company-details">
      <h2 id="company-details-heading">{labels.heading}</h2>
      <Details>
        {rows.map(([key, label, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd data-testid={`company-${key}`}>{value}</dd>
          </div>
        ))}
      </Details>
    </Box>
  );
}
