/** The credit packages of the member's country: credits, price in its currency, price per message, best value and the active discount. */
import styled from 'styled-components';
import { useHost, useTexts } from '@dating/remote-kit';
import type { CreditPackagesAnswer } from '@dating/shared-contracts';
import { RouteButton, colors, radii, space, up } from '@dating/shared-ui';
import { formatMoney } from './money';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space[3]}px;
  grid-template-columns: 1fr;
  ${up('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Item = styled.li<{ $best: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[2]}px;
  padding: ${space[4]}px;
  border-radius: ${radii.large};
  background: ${colors.surface};
  border: 2px solid ${({ $best }) => ($best ? colors.secondary : colors.border)};
`;

const Mark = styled.span`
  align-self: flex-start;
  padding: 2px ${space[2]}px;
  border-radius: ${radii.round};
  background: ${colors.secondary};
  color: ${colors.onColor};
  font-weight: 700;
  font-size: 0.875rem;
`;

const Credits = styled.h2`
  margin: 0;
  font-size: 1.5rem;
`;

const Price = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
`;

const Was = styled.s`
  color: ${colors.muted};
  font-weight: 400;
  font-size: 1rem;
  margin-inline-start: ${space[2]}px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.muted};
`;

const Push = styled.div`
  margin-top: auto;
`;

/** The packages, each with the way to its order page (none on a visitor's pricing page: `chooseTo` null). */
export function PackageList({ offer, choose }: { offer: CreditPackagesAnswer; choose: boolean }) {
  const t = useTexts();
  const { locale, navigation } = useHost();
  const money = (minor: number, precise = false) => formatMoney(minor, offer.currency, locale, { precise });
  return (
    <Grid data-testid="packages">
      {offer.packages.map((item) => (
        <Item key={item.id} $best={item.best_value} data-testid="package" data-package={item.id}>
          {item.best_value && <Mark data-testid="best-value">{t('packages.bestValue')}</Mark>}
          <Credits>{t('packages.credits', { credits: item.credits })}</Credits>
          <Price data-testid="package-price">
            {money(item.price_now)}
            {item.price_now !== item.price && <Was aria-label={t('packages.was', { price: money(item.price) })}>{money(item.price)}</Was>}
          </Price>
          <Muted>{t('packages.perMessage', { price: money((item.message_price * item.price_now) / item.price, true) })}</Muted>
          {choose && (
            <Push>
              <RouteButton navigation={navigation} to="credits-id-paymentmethod" params={{ id: String(item.id) }} variant="secondary" block data-testid="package-choose">
                {t('packages.choose', { credits: item.credits })}
              </RouteButton>
            </Push>
          )}
        </Item>
      ))}
    </Grid>
  );
}
