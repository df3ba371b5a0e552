/** Pieces the layouts share: the skip link, the main region and the adult-content disclaimer. */
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { colors, fonts } from '@dating/shared-ui';
import { useServices } from '../shell/services.js';
import { useTexts } from '@dating/remote-kit';

/** Id of the main region, target of the skip link. */
export const MAIN_ID = 'content';

const Skip = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 2000;
  padding: 8px 12px;
  background: ${colors.surface};
  &:focus {
    top: 8px;
  }
`;

/** Lets a keyboard user jump past the navigation. */
export function SkipLink() {
  const t = useTexts();
  return <Skip href={`#${MAIN_ID}`}>{t('layout.skip')}</Skip>;
}

const MainRegion = styled.main<{ $fill: boolean }>`
  display: block;
  min-height: ${({ $fill }) => ($fill ? '100vh' : '50vh')};
  outline: none;
`;

/** The page region; `fill` lets chat pages use the whole height. */
export function Main({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  return (
    <MainRegion id={MAIN_ID} tabIndex={-1} $fill={fill}>
      {children}
    </MainRegion>
  );
}

const DisclaimerText = styled.aside`
  max-width: 1200px;
  margin: 24px auto 0;
  padding: 0 16px;
  color: ${colors.muted};
  font-size: ${fonts.size.small};
  text-align: center;
`;

/** The default layout's disclaimer: adults only, and the site's note on fictional profiles. */
export function Disclaimer() {
  const { settings } = useServices();
  const t = useTexts();
  return (
    <DisclaimerText data-testid="disclaimer">
      {t('layout.disclaimer')} {settings.fictional_warning}
    </DisclaimerText>
  );
}
