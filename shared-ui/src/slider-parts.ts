/** The look every slider of the design system shares: its round thumb, focus ring and bare track. */
import { css } from 'styled-components';
import { colors } from './tokens';

/** The thumb's diameter (px); the track leaves 8 px above and below it for touch. */
export const THUMB = 28;

/** The round thumb. */
export const thumb = css`
  width: ${THUMB}px;
  height: ${THUMB}px;
  border: 3px solid ${colors.primary};
  border-radius: 50%;
  background: ${colors.surface};
  box-shadow: 0 1px 4px rgba(15, 20, 30, 0.25);
  pointer-events: auto;
  cursor: grab;
`;

/** A native range input drawn as the thumb on a transparent track, with the focus ring on the thumb. */
export const thumbInput = css`
  &::-webkit-slider-runnable-track { height: 100%; background: transparent; }
  &::-webkit-slider-thumb { appearance: none; margin-top: 8px; ${thumb} }
  &::-moz-range-track { background: transparent; }
  &::-moz-range-thumb { ${thumb} }
  &:focus-visible { outline: none; }
  &:focus-visible::-webkit-slider-thumb { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  &:focus-visible::-moz-range-thumb { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;
