/**
 * The lander layout's small bar: the logo only. It keeps its height in the shared CSS variable as
 * the top navigation does (bar-height.ts), so a toast on a lander starts below it too.
 */
import { useRef } from 'react';
import styled from 'styled-components';
import { colors } from '@dating/shared-ui';
import { SiteLogo } from '../navigation/site-logo.js';
import { usePublishedBarHeight } from '../navigation/bar-height.js';

const SmallBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 16px;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
`;

/** The lander's bar with the site's logo. */
export function LanderBar() {
  const bar = useRef<HTMLElement>(null);
  usePublishedBarHeight(bar);
  return (
    <SmallBar ref={bar} data-testid="lander-bar">
      <SiteLogo />
    </SmallBar>
  );
}
