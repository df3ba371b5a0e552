/**
 * A member photo. Locked photos (non-premium viewers, spec section 6) are blurred under a lock
 * overlay; a premium badge can mark the photo. The blur is presentation only: the API decides
 * which image URL a viewer may get, so a locked photo should be given a low-resolution src.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fonts, radii } from './tokens';

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
  /** Extra content over the photo (e.g. a name). */
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${radii.normal};
  background: ${colors.border};
`;

const Img = styled.img<{ $locked: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  ${({ $locked }) => ($locked ? 'filter: blur(16px); transform: scale(1.1);' : '')}
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
  border: 0;
  color: ${colors.onColor};
  background: rgba(15, 20, 30, 0.35);
  font: inherit;
  font-weight: 600;
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6);
`;
const LockOverlay = styled.div`${overlayStyle}`;
const LockButton = styled.button`${overlayStyle} cursor: pointer;`;

const PremiumBadge = styled.span`
  position: absolute;
  top: 8px;
  right: 8px;
  padding: 2px 8px;
  border-radius: ${radii.round};
  background: ${colors.secondary};
  color: ${colors.onColor};
  font-size: ${fonts.size.small};
  font-weight: 700;
`;

function LockIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9z" />
    </svg>
  );
}

/** A photo that may be locked (blurred with a lock) and may carry a premium badge. */
export function ProtectedImage({
  src,
  alt,
  locked = false,
  premium = false,
  lockedLabel = 'Locked',
  premiumLabel = 'Premium',
  onUnlock,
  children,
  className,
  'data-testid': testId,
}: ProtectedImageProps) {
  const lockContent = (
    <>
      <LockIcon />
      <span>{lockedLabel}</span>
    </>
  );
  return (
    <Frame className={className} data-testid={testId} data-locked={locked || undefined}>
      <Img src={src} alt={alt} $locked={locked} loading="lazy" decoding="async" />
      {locked &&
        (onUnlock ? (
          <LockButton type="button" onClick={onUnlock}>
            {lockContent}
          </LockButton>
        ) : (
          <LockOverlay>{lockContent}</LockOverlay>
        ))}
      {premium && <PremiumBadge>{premiumLabel}</PremiumBadge>}
      {children}
    </Frame>
  );
}
