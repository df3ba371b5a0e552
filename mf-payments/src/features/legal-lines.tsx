/** The order's legal lines: who sells (company, address, VAT number), the VAT included, and the right of withdrawal and how using credits waives it. */
import styled from 'styled-components';
import { useEndpoint, useHost, useTexts } from '@dating/remote-kit';
import { RouteLink, colors } from '@dating/shared-ui';

const Small = styled.div`
  color: ${colors.muted};
  font-size: 0.875rem;
  p {
    margin: 0 0 4px;
  }
`;

export function LegalLines({ refundDays, vatRate }: { refundDays: number; vatRate: number }) {
  const t = useTexts();
  const { navigation } = useHost();
  const { data: company } = useEndpoint('company');
  return (
    <Small data-testid="legal-lines">
      {company && (
        <p>{t('legal.seller', { company: company.name, address: `${company.address}, ${company.city}`, vat: company.vat_numbers[0] ?? '' })}</p>
      )}
      <p>{t('legal.vat', { rate: vatRate })}</p>
      <p>{t('legal.withdrawal', { days: refundDays })}</p>
      <p>
        <RouteLink navigation={navigation} to="pages-return-policy">{t('legal.returnPolicy')}</RouteLink>
      </p>
    </Small>
  );
}
