/// <reference path="./assets.d.ts" />
/** The site's logo: the mark (brand/mark.mjs, as public/favicon.svg) and the site's name as wordmark. */
import styled from 'styled-components';
import markUrl from '../public/favicon.svg';
import { colors, fonts } from './tokens';

/** Props of Logo. */
export interface LogoProps {
  /** The site's name (settings.name), set as the wordmark. */
  name: string;
  /** Height of the mark in px; the wordmark follows. */
  size?: number;
  /** Only the mark (narrow phones); the name stays as its alt text. */
  markOnly?: boolean;
}

const Row = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => Math.round($size / 4)}px;
  color: ${colors.text};
  font-family: ${fonts.heading};
  font-size: ${({ $size }) => Math.round($size * 0.62)}px;
  font-weight: 900;
  letter-spacing: -0.01em;
  line-height: 1;
  white-space: nowrap;
`;

/** The logo; give its link an accessible name when the logo is inside one. */
export function Logo({ name, size = 36, markOnly = false }: LogoProps) {
  return (
    <Row $size={size} data-testid="logo">
      <img src={markUrl} alt={markOnly ? name : ''} width={size} height={size} />
      {!markOnly && <span>{name}</span>}
    </Row>
  );
}
