/** Shared look of the navigation bars. */
import styled from 'styled-components';
import { NavLink } from 'react-router';
import { colors, radii, up, zIndex } from '@dating/shared-ui';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.dropdown - 1};
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
`;

export const BarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 6px 12px;
  ${up('md')} {
    flex-wrap: nowrap;
    padding: 8px 16px;
  }
`;

export const Spacer = styled.span`
  flex: 1;
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
  padding: 8px 10px;
  border-radius: ${radii.normal};
  color: ${colors.text};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${colors.background};
  }
  &.active {
    color: ${colors.primaryDark};
    font-weight: 600;
  }
`;

export const ButtonLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  padding: 8px 20px;
  border-radius: ${radii.round};
  color: ${colors.onColor};
  background: ${colors.secondary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.secondaryDark};
  }
`;
