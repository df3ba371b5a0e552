/**
 * A from-to range slider (age 25 to 40) with two thumbs. Each thumb is a native range input, so
 * arrows, Page Up/Down, Home and End work and screen readers announce the value; the thumbs
 * cannot cross (from never passes to).
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldLabel } from './field-parts';
import { colors, fonts, space } from './tokens';
import { THUMB, thumbInput } from './slider-parts';

/** Props of RangeSlider. */
export interface RangeSliderProps {
  label: ReactNode;
  min: number;
  max: number;
  step?: number;
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs (translated), e.g. "Age from", "Age to". */
  fromLabel: string;
  toLabel: string;
  /** How a value reads, e.g. with a unit. */
  format?: (value: number) => string;
  disabled?: boolean;
  testId?: string;
}

const Root = styled.div`
  margin-bottom: ${space[4]}px;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space[3]}px;
`;

const Values = styled.output`
  font-weight: ${fonts.weight.bold};
  color: ${colors.primaryDark};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div<{ $from: number; $to: number }>`
  position: relative;
  height: ${THUMB + 16}px;
  &::before {
    content: '';
    position: absolute;
    inset-inline: ${THUMB / 2}px;
    top: 50%;
    height: 6px;
    margin-top: -3px;
    border-radius: 3px;
    background: linear-gradient(
      to right,
      ${colors.skeleton} ${({ $from }) => $from}%,
      ${colors.primary} ${({ $from }) => $from}%,
      ${colors.primary} ${({ $to }) => $to}%,
      ${colors.skeleton} ${({ $to }) => $to}%
    );
  }
`;

const Thumb = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  appearance: none;
  background: transparent;
  pointer-events: none;
  ${thumbInput}
  &:disabled::-webkit-slider-thumb { border-color: ${colors.controlBorder}; cursor: not-allowed; }
`;

/** Two thumbs on one track; onChange gets the new [from, to]. */
export function RangeSlider({ label, min, max, step = 1, value, onChange, fromLabel, toLabel, format = String, disabled, testId }: RangeSliderProps) {
  const id = useId();
  const [from, to] = value;
  const percent = (v: number) => ((v - min) / (max - min)) * 100;
  return (
    <Root role="group" aria-labelledby={`${id}-label`} data-testid={testId}>
      <Head>
        <FieldLabel as="span" id={`${id}-label`}>
          {label}
        </FieldLabel>
        <Values aria-live="polite">
          {format(from)} – {format(to)}
        </Values>
      </Head>
      <Track $from={percent(from)} $to={percent(to)}>
        <Thumb
          type="range"
          min={min}
          max={max}
          step={step}
          value={from}
          disabled={disabled}
          aria-label={fromLabel}
          aria-valuetext={format(from)}
          onChange={(event) => onChange([Math.min(Number(event.target.value), to), to])}
          data-testid={testId ? `${testId}-from` : undefined}
        />
        <Thumb
          type="range"
          min={min}
          max={max}
          step={step}
          value={to}
          disabled={disabled}
          aria-label={toLabel}
          aria-valuetext={format(to)}
          onChange={(event) => onChange([from, Math.max(Number(event.target.value), from)])}
          data-testid={testId ? `${testId}-to` : undefined}
        />
      </Track>
    </Root>
  );
}
