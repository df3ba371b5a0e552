/**
 * A one-value slider (where a photo's frame sits, 0 to 100). A native range input, so arrows,
 * Page Up/Down, Home and End work and screen readers announce the value; drawn like RangeSlider.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { FieldLabel } from './field-parts';
import { colors, space } from './tokens';
import { THUMB, thumbInput } from './slider-parts';

/** Props of Slider. */
export interface SliderProps {
  /** The visible label, also the input's accessible name. */
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  testId?: string;
}

const Root = styled.div`
  margin-bottom: ${space[3]}px;
`;

const Input = styled.input`
  display: block;
  width: 100%;
  height: ${THUMB + 16}px;
  margin: 0;
  appearance: none;
  background: linear-gradient(${colors.skeleton}, ${colors.skeleton}) center / calc(100% - ${THUMB}px) 6px no-repeat;
  border-radius: 3px;
  ${thumbInput}
`;

/** One thumb on a track; onChange gets the new value. */
export function Slider({ label, min, max, step = 1, value, onChange, testId }: SliderProps) {
  const id = useId();
  return (
    <Root>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid={testId}
      />
    </Root>
  );
}
