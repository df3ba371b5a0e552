/** Pieces the layouts share: the skip link, the main region and the adult-content disclaimer. */
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { colors, FictionalNotice, fonts, radii, shadows, space } from '@dating/shared-ui';
import { useServices } from '../shell/services.js';
import { useSiteTexts } from '../locale/site-texts.js';
import { useTexts } from '@dating/remote-kit';

/** Id of the main region, target of the skip link. */
export const MAIN_ID = 'content';

const Skip = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 2000;
  padding: 8px 12px;
  border-radius: ${radii.normal};
  background: ${colors.surface};
  font-weight: ${fonts.weight.bold};
  &:focus {
    box-shadow: ${shadows.raised};
    top: 8px;
  }
`;

/** Lets a keyboard user jump past the navigation. */
export function SkipLink() {
  const t = useTexts();
  return <Skip href={`#${MAIN_ID}`}>{t('layout.skip')}</Skip>;
}

// The main region takes the free height of the page (shared-ui's Page is a full-height column),
// so the footer sits at the bottom of short pages.
const MainRegion = styled.main<{ $fill: boolean }>`
  display: block;
  flex: 1 0 auto;
  width: 100%;
  padding-top: ${({ $fill }) => ($fill ? '0' : `${space[4]}px`)};
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
  margin: ${space[6]}px auto 0;
  padding: 0 ${space[4]}px;
  color: ${colors.muted};
  line-height: 1.6;
  font-size: ${fonts.size.small};
  text-align: center;
`;

/** The default layout's disclaimer: adults only, and the site's note on fictional profiles. */
export function Disclaimer() {
  const { settings } = useServices();
  const texts = useSiteTexts();
  const t = useTexts();
  return (
    <DisclaimerText data-testid="disclaimer">
      {t('layout.disclaimer')}{' '}
      {texts.fictional_warning && <FictionalNotice icon={settings.fictional_icon} label={texts.fictional_singular} text={texts.fictional_warning} />}
    </DisclaimerText>
  );
}
