/** The site's name as its logo, linking to the home page. */
import styled from 'styled-components';
import { Link } from 'react-router';
import { colors } from '@dating/shared-ui';
import { useServices } from '../shell/services.js';
import { useTexts } from '@dating/remote-kit';

const Logo = styled(Link)`
  color: ${colors.primaryDark};
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

export function SiteLogo() {
  const { settings } = useServices();
  const t = useTexts();
  return (
    <Logo to="/" aria-label={t('nav.home', { name: settings.name })} data-testid="site-logo">
      {settings.name}
    </Logo>
  );
}
