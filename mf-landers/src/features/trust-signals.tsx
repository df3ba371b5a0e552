/** Why a visitor may trust the site: adults only, fictional profiles flagged, the company behind it. */
import styled from 'styled-components';
import { colors, fonts, radii, ShieldCheck, space, Lock, up, SiteSign } from '@dating/shared-ui';
import { useEndpoint, useHost, useTexts } from '@dating/remote-kit';

const List = styled.ul`
  display: grid;
  gap: ${space[3]}px;
  margin: 0;
  padding: ${space[5]}px ${space[4]}px;
  list-style: none;
  ${up('md')} { grid-template-columns: repeat(3, 1fr); padding: ${space[6]}px max(${space[6]}px, calc((100% - 1120px) / 2)); }
  li {
    display: flex;
    gap: ${space[3]}px;
    align-items: flex-start;
    padding: ${space[3]}px ${space[4]}px;
    border-radius: ${radii.normal};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    font-size: ${fonts.size.small};
    color: ${colors.text};
  }
  b { display: block; }
`;

const Mark = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${radii.round};
  background: ${colors.primarySoft};
  color: ${colors.primaryDark};
  font-weight: ${fonts.weight.heavy};
`;

/** The three trust signals, in a row from tablet width up. */
export function TrustSignals() {
  const t = useTexts();
  const { settings } = useHost();
  const { data: company } = useEndpoint('company');
  return (
    <List aria-label={t('trust.title')} data-testid="trust-signals">
      <li>
        <Mark aria-hidden>{settings.min_age}+</Mark>
        <span><b>{t('trust.adults', { age: settings.min_age })}</b>{t('trust.adultsText')}</span>
      </li>
      <li>
        <Mark aria-hidden><SiteSign icon={settings.fictional_icon} /></Mark>
        <span><b>{t('trust.fictional')}</b>{settings.fictional_warning}</span>
      </li>
      <li>
        <Mark aria-hidden>{company ? <ShieldCheck size={18} /> : <Lock size={18} />}</Mark>
        <span><b>{t('trust.company', { company: company?.name ?? settings.name })}</b>{t('trust.companyText')}</span>
      </li>
    </List>
  );
}
