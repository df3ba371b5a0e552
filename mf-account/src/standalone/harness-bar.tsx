/** The harness's top bar: where you are, who is logged in, language, links to this app's routes. */
import styled from 'styled-components';
import { LOCALES, isRouteName, routeByName } from '@dating/shared-contracts';
import type { HostProps, Locale, Member } from '@dating/shared-contracts';
import { Button, RouteLink, colors } from '@dating/shared-ui';
import { ACCOUNT_PAGES } from '../root';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 8px 16px;
  background: ${colors.text};
  color: ${colors.onColor};
  font-size: 0.875rem;
  a, button { color: ${colors.onColor}; }
`;

/** The routes this app has pages for. */
const OWN_ROUTES = Object.keys(ACCOUNT_PAGES).filter(isRouteName).map(routeByName);

/** Props of HarnessBar. */
export interface HarnessBarProps {
  host: HostProps;
  member: Member | null;
  onLogout: () => void;
  onOpenSignupModal: () => void;
}

/** The bar above the app. */
export function HarnessBar({ host, member, onLogout, onOpenSignupModal }: HarnessBarProps) {
  return (
    <Bar>
      <strong>mf-account standalone</strong>
      <span data-testid="harness-route">route: {host.route.name}</span>
      <nav aria-label="mf-account routes">
        {OWN_ROUTES.map((route) => (
          <RouteLink key={route.name} navigation={host.navigation} to={route.name} style={{ marginRight: 8 }}>
            {route.path}
          </RouteLink>
        ))}
      </nav>
      <label>
        language{' '}
        <select value={host.locale} onChange={(event) => host.setLocale(event.target.value as Locale)}>
          {LOCALES.map((locale) => (
            <option key={locale}>{locale}</option>
          ))}
        </select>
      </label>
      <span data-testid="harness-member">{member ? `${member.email} (${member.status})` : 'visitor'}</span>
      {member && (
        <Button variant="link" onClick={onLogout}>
          logout
        </Button>
      )}
      <Button variant="link" onClick={onOpenSignupModal}>
        signup modal
      </Button>
    </Bar>
  );
}
