/**
 * A member photo. Locked photos (non-premium viewers, spec section 6) are blurred under a lock
 * overlay; a premium badge can mark the photo. The blur is presentation only: the API decides
 * which image URL a viewer may get, so a locked photo should be given a low-resolution src.
 * `ratio` reserves the photo's space before it loads (no layout shift).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Crown, Lock } from 'lucide-react';
import { colors, fonts, motion, radii } from './tokens';

/** Props of ProtectedImage. */
export interface ProtectedImageProps {
  src: string;
  alt: string;
  /** Blur the photo and show the lock overlay. */
  locked?: boolean;
  /** Show the premium badge on the photo. */
  premium?: boolean;
  /** Accessible text of the lock overlay, e.g. "Premium members only" (translated by the caller). */
  lockedLabel?: string;
  /** Text of the premium badge (translated by the caller). */
  premiumLabel?: string;
  /** Called when the lock overlay is activated (e.g. to open the premium page). */
  onUnlock?: () => void;
  /** Width / height, e.g. '3 / 4'; reserves the space. */
  ratio?: string;
  /** Renditions for the browser to choose from (`url 320w, …`), with `sizes` saying how wide the photo shows. */
  srcSet?: string;
  sizes?: string;
  /** Intrinsic size of `src`, so the browser reserves the space before the file arrives. */
  width?: number;
  height?: number;
  /** Load at once and first (photos above the fold: the page's largest paint); otherwise lazily. */
  eager?: boolean;
  /** Extra content over the photo (e.g. a name). */
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

const Frame = styled.div<{ $ratio?: string }>`
  position: relative;
  overflow: hidden;
  border-radius: ${radii.normal};
  background: ${colors.skeleton};
  ${({ $ratio }) => ($ratio ? `aspect-ratio: ${$ratio};` : '')}
`;

const Img = styled.img<{ $locked: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  ${({ $locked }) => ($locked ? 'filter: blur(18px); transform: scale(1.15);' : '')}
`;

const overlayStyle = `
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  padding: 12px;
  border: 0;
  color: ${colors.onColor};
  background: ${colors.scrim};
  font: inherit;
  font-weight: ${fonts.weight.heavy};
  text-align: center;
`;
const LockOverlay = styled.div`${overlayStyle}`;
const LockButton = styled.button`
  ${overlayStyle}
  cursor: pointer;
  transition: background-color ${motion.fast};
  &:hover { background: rgba(15, 20, 30, 0.72); }
  &:focus-visible { outline: 3px solid ${colors.onColor}; outline-offset: -6px; }
`;

const LockCircle = styled.span`
  display: inline-flex;
  padding: 10px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.2);
`;

/** The premium mark: gold with dark text (5:1+), on photos and cards. */
export const PremiumBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px 2px 8px;
  border-radius: ${radii.round};
  background: ${colors.premium};
  color: ${colors.text};
  font-size: ${fonts.size.small};
  font-weight: ${fonts.weight.heavy};
  line-height: 1.5;
`;

const Corner = styled.span`
  position: absolute;
  top: 8px;
  right: 8px;
`;

/** A photo that may be locked (blurred with a lock) and may carry a premium badge. */
export function ProtectedImage({
  src,
  alt,
  locked = false,
  premium = false,
  lockedLabel = 'Locked',
  premiumLabel = 'Premium',
  onUnlock,
  ratio,
  srcSet,
  sizes,
  width,
  height,
  eager = false,
  children,
  className,
  'data-testid': testId,
}: ProtectedImageProps) {
  const lockContent = (
    <>
      <LockCircle aria-hidden="true">
        <Lock size={28} strokeWidth={2.5} />
      </LockCircle>
      <span>{lockedLabel}</span>
    </>
  );
  return (
    <Frame className={className} $ratio={ratio} data-testid={testId} data-locked={locked || undefined}>
      {/* A profile without a photo keeps the framed space, with no image to fetch (an empty src would ask for the page again). */}
      {src && <Img src={src} srcSet={srcSet} sizes={sizes} width={width} height={height} alt={alt} $locked={locked} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" />}
      {locked &&
        (onUnlock ? (
          <LockButton type="button" onClick={onUnlock}>
            {lockContent}
          </LockButton>
        ) : (
          <LockOverlay>{lockContent}</LockOverlay>
        ))}
      {premium && (
        <Corner>
          <PremiumBadge>
            <Crown size={14} strokeWidth={2.5} aria-hidden="true" />
            {premiumLabel}
          </PremiumBadge>
        </Corner>
      )}
      {children}
    </Frame>
  );
}
