/** The brand mark and the site's name as its logo, linking to the home page. */
import styled from 'styled-components';
import { Link } from 'react-router';
import { Logo as BrandLogo, radii } from '@dating/shared-ui';
import { useServices } from '../shell/services.js';
import { useTexts } from '@dating/remote-kit';

/** Below 360 px (the smallest phones) only the mark, so the bar's first row still fits; the link keeps its name. */
const Logo = styled(Link)`
  display: inline-flex;
  border-radius: ${radii.small};
  text-decoration: none;
  @media (max-width: 359.98px) {
    & [data-testid='logo'] > span { display: none; }
  }
`;

export function SiteLogo() {
  const { settings } = useServices();
  const t = useTexts();
  return (
    <Logo to="/" aria-label={t('nav.home', { name: settings.name })} data-testid="site-logo">
      <BrandLogo name={settings.name} size={34} />
    </Logo>
  );
}
