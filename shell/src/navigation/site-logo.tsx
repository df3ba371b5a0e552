/** The brand mark and the site's name as its logo, linking to the home page. */
import styled from 'styled-components';
import { Link } from 'react-router';
import { Logo as BrandLogo, radii } from '@dating/shared-ui';
import { useServices } from '../shell/services.js';
import { useTexts } from '@dating/remote-kit';

const Logo = styled(Link)`
  display: inline-flex;
  border-radius: ${radii.small};
  text-decoration: none;
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
