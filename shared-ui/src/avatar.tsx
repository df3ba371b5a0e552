/** A member's round picture (or initials when there is none), with an optional online dot. */
import { useState } from 'react';
import styled from 'styled-components';
import { colors, fonts } from './tokens';

/** Avatar sizes in px. */
export type AvatarSize = 32 | 40 | 56 | 80 | 120;

/** Props of Avatar. */
export interface AvatarProps {
  /** The picture; missing or broken shows the initials. */
  src?: string | null;
  /** The member's name: the picture's alt text and the source of the initials. */
  name: string;
  size?: AvatarSize;
  /** Shows the online dot; `onlineLabel` names it for screen readers. */
  online?: boolean;
  onlineLabel?: string;
  /** The picture only decorates (the name is already beside it): empty alt. */
  decorative?: boolean;
  'data-testid'?: string;
}

const Frame = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
`;

const Picture = styled.img`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  object-fit: cover;
  background: ${colors.skeleton};
`;

const Initials = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  border-radius: 50%;
  background: ${colors.primarySoft};
  color: ${colors.primaryDark};
  font-weight: ${fonts.weight.heavy};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  line-height: 1;
  /* A decorative avatar's letters are drawn, not text: inside a button named by the member's name,
     text letters would make its visible label "AB Anna" and break WCAG 2.5.3 (label in name). */
  &[data-initials]::before { content: attr(data-initials); }
`;

/** The online dot, also used on profile cards. */
export const OnlineDot = styled.span<{ $size?: number }>`
  position: absolute;
  right: 0;
  bottom: 0;
  width: ${({ $size = 12 }) => $size}px;
  height: ${({ $size = 12 }) => $size}px;
  border: 2px solid ${colors.surface};
  border-radius: 50%;
  background: ${colors.online};
`;

/** First letters of up to two words of a name. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/** A round member picture. */
export function Avatar({ src, name, size = 40, online, onlineLabel, decorative, 'data-testid': testId }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  return (
    <Frame $size={size} data-testid={testId}>
      {src && !broken ? (
        <Picture src={src} alt={decorative ? '' : name} width={size} height={size} loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : (
        <Initials $size={size} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : name} aria-hidden={decorative || undefined} data-initials={decorative ? initialsOf(name) : undefined}>
          {decorative ? null : initialsOf(name)}
        </Initials>
      )}
      {online && <OnlineDot $size={Math.max(10, Math.round(size / 4))} role="img" aria-label={onlineLabel} aria-hidden={!onlineLabel || undefined} />}
    </Frame>
  );
}
