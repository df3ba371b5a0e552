/**
 * A progress bar. With `value` it shows a known fraction (e.g. signup step 2 of 4). With `loading`
 * it is the page-load bar of spec section 9: it appears only when loading lasts longer than the
 * throttle (200 ms, so fast pages do not flash) and fills over the duration (5000 ms).
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PROGRESS_BAR } from '@dating/shared-contracts';
import { colors, radii, zIndex } from './tokens';

/** Props of ProgressBar: either a value (of max) or the loading flag. */
export interface ProgressBarProps {
  value?: number;
  max?: number;
  /** Page-load mode: true while a page loads. */
  loading?: boolean;
  /** Accessible name (translated by the caller). */
  label?: string;
  'data-testid'?: string;
}

const Track = styled.div<{ $page: boolean }>`
  ${({ $page }) =>
    $page ? `position: fixed; top: 0; left: 0; right: 0; z-index: ${zIndex.progress}; height: 3px;` : 'height: 8px;'}
  overflow: hidden;
  background: ${({ $page }) => ($page ? 'transparent' : colors.border)};
  border-radius: ${({ $page }) => ($page ? '0' : radii.round)};
`;

const Fill = styled.div<{ $percent: number; $durationMs: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${colors.primary};
  transition: width ${({ $durationMs }) => $durationMs}ms linear;
`;

/** A determinate bar (value) or the throttled page-load bar (loading). */
export function ProgressBar({ value, max = 100, loading, label, 'data-testid': testId }: ProgressBarProps) {
  const pageMode = value === undefined;
  const [shown, setShown] = useState(false);
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    if (!pageMode || !loading) {
      setShown(false);
      setFilled(false);
      return;
    }
    const show = setTimeout(() => setShown(true), PROGRESS_BAR.throttleMs);
    return () => clearTimeout(show);
  }, [pageMode, loading]);

  // Start the fill one frame after showing so the CSS transition runs from 0 to 100 %.
  useEffect(() => {
    if (!shown) return;
    const frame = setTimeout(() => setFilled(true), 16);
    return () => clearTimeout(frame);
  }, [shown]);

  if (pageMode) {
    if (!shown) return null;
    return (
      <Track $page role="progressbar" aria-label={label} aria-busy="true" data-testid={testId}>
        <Fill $percent={filled ? 100 : 0} $durationMs={PROGRESS_BAR.durationMs} />
      </Track>
    );
  }

  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <Track
      $page={false}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      data-testid={testId}
    >
      <Fill $percent={(clamped / max) * 100} $durationMs={300} />
    </Track>
  );
}
