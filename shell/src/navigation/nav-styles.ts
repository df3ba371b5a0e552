/** Shared look of the navigation bars. */
import styled from 'styled-components';
import { NavLink } from 'react-router';
import { buttonLook, colors, down, fonts, motion, radii, shadows, space, typeScale, up, zIndex } from '@dating/shared-ui';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.dropdown - 1};
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  box-shadow: ${shadows.card};
`;

export const BarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  max-width: 1200px;
  margin: 0 auto;
  min-height: 60px;
  padding: 6px 12px;
  ${up('md')} {
    flex-wrap: nowrap;
    min-height: 68px;
    padding: 8px 16px;
  }
`;

/**
 * The bar's right end: the language menu and the profile menu or login button. On phones the bar's
 * first row is the logo and this group only (the entries take the second row), and it must stay one
 * row in every language: the group keeps small gaps and the login button a phone size.
 */
export const End = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${space[1]}px;
  margin-inline-start: auto;
  ${up('sm')} { gap: ${space[2]}px; }
`;

export const Links = styled.ul`
  display: flex;
  order: 3;
  width: 100%;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  ${up('md')} {
    order: 0;
    width: auto;
  }
`;

export const Entry = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  /* Narrow on phones, so the four entries fit 375 px in the long-word languages (fi, pl, sv, fr). */
  padding: ${space[2]}px ${space[2]}px;
  border-radius: ${radii.round};
  color: ${colors.text};
  font-weight: ${fonts.weight.bold};
  text-decoration: none;
  white-space: nowrap;
  ${up('sm')} {
    padding: 8px 14px;
  }
  transition: background-color ${motion.fast} ${motion.easing};
  &:hover {
    background: ${colors.primarySoft};
    color: ${colors.primaryDark};
  }
  &.active {
    background: ${colors.primarySoft};
    color: ${colors.primaryDark};
    font-weight: ${fonts.weight.heavy};
  }
`;

/** The bar's login link, in the look of the primary Button (logging in has one look site-wide). */
export const ButtonLink = styled(NavLink)`
  ${buttonLook('primary')}
  white-space: nowrap;
  ${down('sm')} {
    min-height: 44px;
    padding: ${space[2]}px ${space[3] + 2}px;
    font-size: ${typeScale.sm};
  }
`;

/** Shown where the bar is one row (md and up): an entry beside the others. */
export const WideOnly = styled.div`
  ${down('md')} { display: none; }
`;

/** Shown where the entries take their own row (below md): a compact control in the first row. */
export const PhoneOnly = styled.div`
  display: contents;
  ${up('md')} { display: none; }
`;
