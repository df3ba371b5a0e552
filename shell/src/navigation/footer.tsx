/** Footer links of spec section 2 and the copyright line. */
import styled from 'styled-components';
import { Link } from 'react-router';
import { colors, fonts, space } from '@dating/shared-ui';
import { href } from '@dating/shared-contracts';
import type { MessageKey } from '@dating/remote-kit';
import { useServices } from '../shell/services.js';
import { useTexts } from '@dating/remote-kit';

/** Footer entries: text and route. */
export const FOOTER_LINKS: readonly { id: string; text: MessageKey; route: string }[] = [
  { id: 'terms', text: 'footer.terms', route: 'pages-terms' },
  { id: 'privacy', text: 'footer.privacy', route: 'pages-privacy' },
  { id: 'cookies', text: 'footer.cookies', route: 'pages-cookies' },
  { id: 'ban', text: 'footer.ban', route: 'pages-ban' },
  { id: 'pricing', text: 'footer.pricing', route: 'pricing' },
  { id: 'complaints', text: 'footer.complaints', route: 'complaints' },
  { id: 'return-policy', text: 'footer.returnPolicy', route: 'pages-return-policy' },
  { id: 'faq', text: 'footer.faq', route: 'pages-faq' },
  { id: 'support', text: 'footer.support', route: 'pages-service' },
];

const Wrapper = styled.footer`
  margin-top: ${space[7]}px;
  padding: ${space[6]}px ${space[4]}px;
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.muted};
  font-size: ${fonts.size.small};
  text-align: center;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 16px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  a {
    color: ${colors.muted};
    display: inline-block;
    padding: 6px 0;
    text-decoration: none;
  }
  a:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

export function Footer() {
  const { settings } = useServices();
  const t = useTexts();
  return (
    <Wrapper data-testid="site-footer">
      <nav aria-label={t('footer.label')}>
        <List>
          {FOOTER_LINKS.map((link) => (
            <li key={link.id}>
              <Link to={href(link.route)} data-testid={`footer-${link.id}`}>
                {t(link.text)}
              </Link>
            </li>
          ))}
        </List>
      </nav>
      <p data-testid="footer-copyright">{t('footer.copyright', { year: new Date().getFullYear(), name: settings.name })}</p>
    </Wrapper>
  );
}
