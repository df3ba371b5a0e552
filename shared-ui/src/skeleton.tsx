/**
 * Grey placeholders in the shape of what is loading (lines, a round picture, a card) so the page
 * does not jump when it arrives. Hidden from screen readers; the region that loads says aria-busy.
 */
import styled, { keyframes } from 'styled-components';
import { colors, radii, space } from './tokens';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

/** Props of Skeleton. */
export interface SkeletonProps {
  shape?: 'line' | 'circle' | 'block';
  /** CSS width (lines: e.g. '60%'); circles use it as the diameter. */
  width?: string;
  /** CSS height (blocks); an aspect ratio may be given instead. */
  height?: string;
  ratio?: string;
}

const Bone = styled.span<{ $shape: NonNullable<SkeletonProps['shape']>; $width: string; $height?: string; $ratio?: string }>`
  display: block;
  width: ${({ $width }) => $width};
  ${({ $shape, $width, $height, $ratio }) =>
    $shape === 'circle'
      ? `height: ${$width}; border-radius: 50%;`
      : $shape === 'line'
        ? `height: 0.9em; margin-block: 0.35em; border-radius: ${radii.small};`
        : `${$ratio ? `aspect-ratio: ${$ratio};` : `height: ${$height ?? '120px'};`} border-radius: ${radii.normal};`}
  background: linear-gradient(90deg, ${colors.skeleton} 30%, ${colors.background} 50%, ${colors.skeleton} 70%);
  background-size: 300% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** One placeholder shape. */
export function Skeleton({ shape = 'line', width = '100%', height, ratio }: SkeletonProps) {
  return <Bone aria-hidden="true" data-skeleton={shape} $shape={shape} $width={width} $height={height} $ratio={ratio} />;
}

const CardBox = styled.div`
  overflow: hidden;
  border-radius: ${radii.large};
  background: ${colors.surface};
  & > div { padding: ${space[3]}px ${space[4]}px ${space[4]}px; }
`;

/** The placeholder of a ProfileCard. */
export function ProfileCardSkeleton() {
  return (
    <CardBox aria-hidden="true" data-testid="profile-card-skeleton">
      <Skeleton shape="block" ratio="3 / 4" />
      <div>
        <Skeleton width="70%" />
        <Skeleton width="45%" />
      </div>
    </CardBox>
  );
}
